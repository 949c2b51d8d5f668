import Domain
import Foundation

/// Sharing one trips file between processes: a lock around each read-merge-write, and a merge by id that keeps every
/// trip another process added or changed.
extension TripStore {
    /// Why the trips could not be saved, in words a person understands.
    public enum SaveError: LocalizedError, Sendable, Equatable {
        /// Another Trips held the lock for longer than a save takes.
        case busy(lock: String)
        /// The data directory cannot be written.
        case notWritable(directory: String, reason: String)

        /// The sentence the notice shows.
        public var errorDescription: String? {
            switch self {
            case .busy(let lock): "another Trips is saving and did not finish; if none is running, remove \(lock)"
            case .notWritable(let directory, let reason): "\(directory) cannot be written: \(reason)"
            }
        }
    }

    /// How long a lock may be held before it is taken to be left by a Trips that died while saving.
    public static let staleLockAge: TimeInterval = 10

    /// `trips.lock` beside the trips file: a directory, because creating one is atomic and fails if it exists.
    public var lockDirectory: URL {
        file.deletingLastPathComponent().appendingPathComponent("trips.lock")
    }

    /// The trips to write, given this process's trips (`mine`), what the file held when this process last read or
    /// wrote it (`base`), and what it holds now (`disk`), all by id: a trip added here or elsewhere is kept, a trip
    /// deleted here or elsewhere stays deleted, and a trip changed elsewhere but not here takes the change.
    public static func merge(mine: [Trip], base: [Trip], disk: [Trip]) -> [Trip] {
        let before = Dictionary(base.map { ($0.id, $0) }) { first, _ in first }
        let now = Dictionary(disk.map { ($0.id, $0) }) { first, _ in first }
        let ours = Set(mine.map(\.id))
        var merged: [Trip] = []
        for trip in mine {
            guard let seen = before[trip.id], trip == seen else {
                merged.append(trip)  // added or changed here: ours wins
                continue
            }
            if let elsewhere = now[trip.id] { merged.append(elsewhere) }  // unchanged here: the file's, if still there
        }
        merged += disk.filter { !ours.contains($0.id) && before[$0.id] == nil }  // added elsewhere
        return merged
    }

    /// Runs `body` holding the lock, unless another process holds it: then returns `nil` at once. A lock older than
    /// ``staleLockAge`` (by the file system's clock) is removed first. Throws ``SaveError/notWritable(directory:reason:)``
    /// when the directory cannot hold a lock at all.
    public func ifUnlocked<Value>(_ body: () throws -> Value) throws -> Value? {
        let manager = FileManager.default
        let directory = file.deletingLastPathComponent()
        do {
            try manager.createDirectory(at: directory, withIntermediateDirectories: true)
            try manager.createDirectory(at: lockDirectory, withIntermediateDirectories: false)
        } catch {
            guard manager.fileExists(atPath: lockDirectory.path) else {
                throw SaveError.notWritable(directory: directory.path, reason: Self.reason(error))
            }
            if let made = try? manager.attributesOfItem(atPath: lockDirectory.path)[.modificationDate] as? Date,
                now().timeIntervalSince(made) > Self.staleLockAge
            {
                try? manager.removeItem(at: lockDirectory)
            }
            return nil
        }
        defer { try? manager.removeItem(at: lockDirectory) }
        return try body()
    }

    /// Runs `body` holding the lock, trying again every `retry` on `clock` while another process holds it, up to
    /// `attempts` times; then throws ``SaveError/busy(lock:)``.
    public func whenUnlocked<Value>(
        isolation: isolated (any Actor)? = #isolation,
        clock: any Clock<Duration> = ContinuousClock(),
        retry: Duration = .milliseconds(20),
        attempts: Int = 1000,
        _ body: () throws -> Value
    ) async throws -> Value {
        for _ in 0..<attempts {
            if let value = try ifUnlocked(body) { return value }
            try await clock.sleep(for: retry)
        }
        throw SaveError.busy(lock: lockDirectory.path)
    }

    /// A file system error in a few words: its POSIX reason ("Permission denied") rather than Foundation's "The
    /// operation could not be completed", which on Linux is all that many of them say.
    public static func reason(_ error: any Error) -> String {
        let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error
        let words = (underlying ?? error).localizedDescription
        let boilerplate = "The operation could not be completed. "
        return words.hasPrefix(boilerplate) && words.count > boilerplate.count
            ? String(words.dropFirst(boilerplate.count)) : words
    }
}
