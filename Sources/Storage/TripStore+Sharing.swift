import Domain
import Foundation
import PrivateFiles

/// Sharing one trips file between processes: a lock around each read-merge-write, and a merge by id that keeps every
/// trip another process added or changed.
extension TripStore {
    /// Why the trips could not be saved, in words a person understands.
    public enum SaveError: LocalizedError, Sendable, Equatable {
        /// Another Trips held the lock for far longer than a save takes (it may be stopped, or hung).
        case busy(lock: String)
        /// The data directory cannot be written.
        case notWritable(directory: String, reason: String)

        /// The sentence the notice shows.
        public var errorDescription: String? {
            switch self {
            case .busy(let lock): "another Trips has been saving for more than 10 s and holds \(lock)"
            case .notWritable(let directory, let reason): "\(directory) cannot be written: \(reason)"
            }
        }
    }

    /// `trips.json.lock` beside the trips file: an empty file, kept, whose `flock` lock every save holds.
    public var lockFile: URL {
        file.deletingLastPathComponent().appendingPathComponent("trips.json.lock")
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

    /// What a save writes, read under the lock: `mine` merged with what the file holds now against `base` (see
    /// ``merge(mine:base:disk:)``), and the recovery if the file was damaged since. A damaged file is no evidence that
    /// any trip was deleted, so then `mine` is written again in full.
    public func mergedWithFile(mine: [Trip], base: [Trip]) throws -> (trips: [Trip], recovery: Recovery?) {
        let onDisk = try load()
        let disk = onDisk.recovery == nil ? onDisk.trips : mine
        return (Self.merge(mine: mine, base: base, disk: disk), onDisk.recovery)
    }

    /// Runs `body` holding the lock, unless another process holds it: then returns `nil` at once. Throws
    /// ``SaveError/notWritable(directory:reason:)`` when the directory cannot hold a lock file at all.
    public func ifUnlocked<Value>(_ body: () throws -> Value) throws -> Value? {
        let lock = try openLock()
        guard try locking({ try lock.tryLock() }) else {
            log.debug("lock: \(lockFile.lastPathComponent) held by another Trips")
            return nil
        }
        log.debug("lock: \(lockFile.lastPathComponent) taken")
        defer { lock.unlock() }
        return try body()
    }

    /// Runs `body` holding the lock, waiting for it while another process holds it: the wait ends the moment the
    /// holder lets go or dies, never busy, on a thread of its own. After `patience` on `clock` with the lock still
    /// held, throws ``SaveError/busy(lock:)``; a cancelled task stops waiting at once.
    public func whenUnlocked<Value>(
        isolation: isolated (any Actor)? = #isolation,
        clock: any Clock<Duration> = ContinuousClock(),
        patience: Duration = Self.patience,
        _ body: () throws -> Value
    ) async throws -> Value {
        if let value = try ifUnlocked(body) { return value }
        let lock = try openLock()
        log.debug("lock: waiting up to \(patience) for \(lockFile.lastPathComponent)")
        do {
            try await Self.wait(for: lock, within: patience, on: clock, busy: lockFile.path)
        } catch {
            log.debug("lock: \(lockFile.lastPathComponent) not taken: \(error.localizedDescription)")
            throw error
        }
        log.debug("lock: \(lockFile.lastPathComponent) taken after waiting")
        defer { lock.unlock() }
        return try body()
    }

    /// How long a save waits for another Trips's save before saying so: far longer than any save takes.
    public static let patience = Duration.seconds(10)

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

// MARK: - Locking

extension TripStore {
    /// The lock file, made (0600) if missing, in a directory made (0700) if missing; either found readable by
    /// others is tightened.
    private func openLock() throws -> LockFile {
        do {
            try makeDirectory()
            let lock = try locking { try LockFile(lockFile) }
            tighten(lockFile)
            return lock
        } catch {
            let failure =
                error as? SaveError
                ?? SaveError.notWritable(directory: file.deletingLastPathComponent().path, reason: Self.reason(error))
            log.debug("lock: \(lockFile.lastPathComponent) cannot be opened: \(failure.localizedDescription)")
            throw failure
        }
    }

    /// Runs a step of locking, its failure said as the directory's.
    private func locking<Value>(_ step: () throws -> Value) throws -> Value {
        do {
            return try step()
        } catch let error as LockFileError {
            throw SaveError.notWritable(directory: file.deletingLastPathComponent().path, reason: error.reason)
        }
    }

    /// Waits for `lock` until `patience` passes on `clock`, then throws ``SaveError/busy(lock:)``. Both waits are
    /// child tasks, so nothing outlives the call; a lock that comes just as patience runs out is taken.
    private static func wait(
        for lock: LockFile, within patience: Duration, on clock: any Clock<Duration>, busy path: String
    ) async throws {
        enum Outcome: Sendable { case locked, outOfPatience }
        try await withThrowingTaskGroup(of: Outcome.self) { group in
            group.addTask {
                try await lock.lock()
                return .locked
            }
            group.addTask {
                try await clock.sleep(for: patience)
                return .outOfPatience
            }
            defer { group.cancelAll() }
            if try await group.next() == .locked { return }
            group.cancelAll()
            guard (try? await group.next()) == .locked else { throw SaveError.busy(lock: path) }
        }
    }
}
