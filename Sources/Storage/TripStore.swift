import Domain
import Foundation
import PrivateFiles

/// The trips on disk: versioned JSON in the data directory, written atomically, never silently replaced, readable by
/// their owner alone.
///
/// The directory is made 0700 and every file in it 0600 (``OwnerOnly``), whatever the umask. A save that finds the
/// directory, the trips file or the lock readable by others takes group's and others' permissions off and says so
/// through `onTightened`; the next save finds nothing to tighten, so each is said once.
///
/// A file that cannot be read is moved aside with a timestamp (`trips.damaged-20260301T120000Z.json`) and reported;
/// the app then starts from no trips, and the damaged file waits for a person to look at it.
public struct TripStore: Sendable {
    /// The version this build writes and the newest it reads (the format: ``TripsFile``).
    public static let version = TripsFile.version

    /// What loading found.
    public struct Loaded: Sendable, Equatable {
        /// The trips read; empty if there was no file or it was damaged.
        public var trips: [Trip]
        /// Set when the file was damaged and moved aside.
        public var recovery: Recovery?

        /// Makes a result.
        public init(trips: [Trip], recovery: Recovery? = nil) {
            self.trips = trips
            self.recovery = recovery
        }
    }

    /// A damaged trips file that was moved aside.
    public struct Recovery: Sendable, Equatable {
        /// Where the damaged file is now.
        public var movedTo: URL
        /// What was wrong with it.
        public var reason: String

        /// The sentence the app shows.
        public var message: String {
            "The trips file was damaged (\(reason)); it was kept as \(movedTo.lastPathComponent) and Trips started empty."
        }
    }

    /// The trips file.
    public let file: URL
    let now: @Sendable () -> Date
    private let write: @Sendable (Data, URL) throws -> Void
    private let onTightened: @Sendable (Tightening) -> Void
    /// Hears each save and the lock it took, and a save that failed and why.
    let log: AppLog
    /// What this process last read and wrote, whichever store did: a fork server's apps inherit what it read.
    private static let known = KnownContents()

    /// A store in `directory` (`trips.json`); `now` stamps the name of a damaged file that is moved aside. `write`
    /// stands in for writing the file atomically (``OwnerOnly/replace(_:with:)``), for a fault a test cannot make for
    /// real (see ``diskFull``). `onTightened` is told each time a file or the directory was found readable by others
    /// and tightened. `log` hears each save, the lock it took, and why one failed.
    public init(
        directory: URL, now: @escaping @Sendable () -> Date = { Date() },
        write: (@Sendable (Data, URL) throws -> Void)? = nil,
        onTightened: @escaping @Sendable (Tightening) -> Void = { _ in }, log: AppLog = .off
    ) {
        self.file = directory.appendingPathComponent("trips.json")
        self.now = now
        self.write = write ?? { data, url in try OwnerOnly.replace(url, with: data) }
        self.onTightened = onTightened
        self.log = log
    }

    /// A write that fails as on a full disk, with `ENOSPC`, writing nothing.
    public static let diskFull: @Sendable (Data, URL) throws -> Void = { _, url in
        throw CocoaError(
            .fileWriteOutOfSpace, userInfo: [NSFilePathErrorKey: url.path, NSUnderlyingErrorKey: POSIXError(.ENOSPC)])
    }

    /// Reads the trips. A missing file is no trips; a damaged one is moved aside and reported in ``Loaded/recovery``.
    /// Throws ``NewerFile`` for a file a newer Trips wrote (left where it is, for that Trips), and when a damaged
    /// file cannot even be moved aside, so that nothing overwrites it.
    public func load() throws -> Loaded {
        guard FileManager.default.fileExists(atPath: file.path) else { return Loaded(trips: []) }
        let data = try Data(contentsOf: file)
        if let trips = Self.known.trips(ifHolding: data) { return Loaded(trips: trips) }
        switch Self.contents(of: data) {
        case .trips(let trips):
            Self.known.noteRead(data, holding: trips)
            return Loaded(trips: trips)
        case .newer(let version): throw NewerFile(version: version)
        case .damaged(let reason):
            let aside = asideFile()
            tighten(file)  // before it moves: the copy kept aside is never readable by others under its new name
            do {
                try FileManager.default.moveItem(at: file, to: aside)
            } catch {
                throw DamagedInPlace(reason: reason, why: Self.reason(error))
            }
            return Loaded(trips: [], recovery: Recovery(movedTo: aside, reason: reason))
        }
    }

    /// What a trips file's bytes hold, whatever they are: the trips, a newer Trips' file, or damage and why.
    package enum Contents: Equatable {
        /// A file of a version this Trips reads, and its trips.
        case trips([Trip])
        /// A file a newer Trips wrote, of this version.
        case newer(version: Int)
        /// Bytes that are not a trips file, and the reason a person is told.
        case damaged(reason: String)
    }

    /// Reads a trips file's bytes without touching the disk: ``load()`` acts on what this finds.
    package static func contents(of data: Data) -> Contents {
        do {
            return .trips(try TripsFile.decode(data))
        } catch let newer as TripsFile.NewerVersion {
            return .newer(version: newer.version)
        } catch {
            return .damaged(reason: Self.explain(error, bytes: data.count))
        }
    }

    /// Writes the trips: to a temporary file in the same directory, then renamed over the old one, so that a crash
    /// leaves either the old file or the new one, never half of one. The new file is 0600 from its first byte. A
    /// trips file that is a link is written where it points, beside its target: the link stays, and what it names
    /// holds the trips.
    public func save(_ trips: [Trip]) throws {
        do {
            let data = try TripsFile.encode(trips)
            try makeDirectory()
            tighten(file)
            try write(data, try linkTarget())
            Self.known.noteWritten(data, holding: trips)
            log.debug("save: \(trips.count) trips written to \(file.lastPathComponent)")
        } catch {
            log.debug("save: failed: \(Self.reason(error))")
            throw error
        }
    }

    /// The file a save writes: the trips file, or, when it is a link, the file it names (through a few links at
    /// most), whose folder must be there: a link into a folder that is gone (a synced drive not mounted) fails the
    /// save rather than being replaced by a file of its own.
    private func linkTarget() throws(OwnerOnlyError) -> URL {
        var target = file
        for _ in 0..<8 {
            guard let named = try? FileManager.default.destinationOfSymbolicLink(atPath: target.path) else {
                return target
            }
            target = URL(fileURLWithPath: named, relativeTo: target.deletingLastPathComponent()).standardizedFileURL
            let folder = target.deletingLastPathComponent()
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
                throw OwnerOnlyError(path: folder.path, code: ENOENT)
            }
        }
        throw OwnerOnlyError(path: file.path, code: ELOOP)
    }

    /// Makes the data directory (0700) if it is missing, and tightens it if it is readable by others.
    func makeDirectory() throws(OwnerOnlyError) {
        let directory = file.deletingLastPathComponent()
        try OwnerOnly.makeDirectory(directory)
        tighten(directory)
    }

    /// Takes group's and others' permissions off `url`, if it has any, and says so.
    func tighten(_ url: URL) {
        if let tightening = OwnerOnly.tighten(url) { onTightened(tightening) }
    }

    // MARK: - Private

    /// A trips file written by a newer Trips: this one neither reads it nor writes over it.
    public struct NewerFile: LocalizedError, Equatable {
        /// The file's version.
        public var version: Int

        /// An error for a file of this version.
        public init(version: Int) {
            self.version = version
        }

        /// The sentence the app shows.
        public var errorDescription: String? {
            "it was written by a newer Trips (version \(version)); this one leaves it as it is"
        }
    }

    /// A damaged trips file that could not be moved aside (a read-only directory): it stays where it is, its trips
    /// not taken, and is never saved over.
    public struct DamagedInPlace: LocalizedError, Equatable {
        /// What is wrong with it ("it is not valid JSON").
        public var reason: String
        /// Why it could not be moved ("Permission denied").
        public var why: String

        /// An error for a file damaged for `reason` that could not be moved aside, for `why`.
        public init(reason: String, why: String) {
            self.reason = reason
            self.why = why
        }

        /// The sentence the app shows.
        public var errorDescription: String? {
            "it is damaged: \(reason), and could not be moved aside: \(why)"
        }
    }

    private static func explain(_ error: any Error, bytes: Int) -> String {
        if bytes == 0 { return "it is empty" }
        switch error {
        case DecodingError.keyNotFound(let key, _): return "it has no \"\(key.stringValue)\""
        case DecodingError.typeMismatch, DecodingError.valueNotFound: return "it does not have the trips format"
        case DecodingError.dataCorrupted(let context) where !context.codingPath.isEmpty:
            return "\(context.debugDescription)"
        default: return "it is not valid JSON"
        }
    }

    /// `trips.damaged-<UTC time>.json` beside the trips file, with `-2`, `-3`… if one by that name exists already.
    private func asideFile() -> URL {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withYear, .withMonth, .withDay, .withTime, .withTimeZone]
        let stamp = formatter.string(from: now()).replacingOccurrences(of: ":", with: "")
        let directory = file.deletingLastPathComponent()
        var candidate = directory.appendingPathComponent("trips.damaged-\(stamp).json")
        var count = 1
        while FileManager.default.fileExists(atPath: candidate.path) {
            count += 1
            candidate = directory.appendingPathComponent("trips.damaged-\(stamp)-\(count).json")
        }
        return candidate
    }
}
