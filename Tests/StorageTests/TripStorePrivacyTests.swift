import Domain
import Foundation
import Locking
import PrivateFiles
import Storage
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The trips readable by their owner alone: the data directory 0700, the trips file and its lock 0600, and any of
/// them found readable by others tightened by the next save and told once. (Under other umasks: the built shell's
/// `PrivateFilesTests`.)
@Suite("Trips readable by their owner alone")
struct TripStorePrivacyTests {
    @Test func aSaveMakesTheDirectory0700AndTheFileAndLock0600() throws {
        let directory = try Fixtures.temporaryDirectory().appendingPathComponent("data")
        let told = Lock<[Tightening]>([])
        let store = TripStore(
            directory: directory, onTightened: { tightening in told.withLock { $0.append(tightening) } })
        _ = try store.ifUnlocked { try store.save(try Self.trips()) }
        #expect(try Self.mode(directory) == 0o700)
        #expect(try Self.mode(store.file) == 0o600)
        #expect(try Self.mode(store.lockFile) == 0o600)
        #expect(told.withLock { $0 }.isEmpty, "nothing was found readable by others")
    }

    @Test func theNextSaveTightensALooseDirectoryFileAndLockAndTellsEachOnce() throws {
        let directory = try Fixtures.temporaryDirectory()
        let store = TripStore(directory: directory)
        _ = try store.ifUnlocked { try store.save(try Self.trips()) }
        for (url, mode) in [(directory, 0o755), (store.file, 0o644), (store.lockFile, 0o644)] {
            try #require(chmod(url.path, mode_t(mode)) == 0)
        }
        let told = Lock<[Tightening]>([])
        let reopened = TripStore(
            directory: directory, onTightened: { tightening in told.withLock { $0.append(tightening) } })
        _ = try reopened.ifUnlocked { try reopened.save(try Self.trips()) }
        _ = try reopened.ifUnlocked { try reopened.save(try Self.trips()) }
        #expect(
            told.withLock { $0 } == [
                Tightening(path: directory.path, from: 0o755, to: 0o700),
                Tightening(path: store.lockFile.path, from: 0o644, to: 0o600),
                Tightening(path: store.file.path, from: 0o644, to: 0o600),
            ])
        #expect(try Self.mode(directory) == 0o700)
        #expect(try Self.mode(store.file) == 0o600)
        #expect(try Self.mode(store.lockFile) == 0o600)
    }

    @Test func aDamagedFileReadableByOthersIsKeptAside0600() throws {
        let directory = try Fixtures.temporaryDirectory()
        let told = Lock<[Tightening]>([])
        let store = TripStore(
            directory: directory, onTightened: { tightening in told.withLock { $0.append(tightening) } })
        try Data("not json".utf8).write(to: store.file)
        try #require(chmod(store.file.path, 0o644) == 0)
        let recovery = try #require(try store.load().recovery)
        #expect(try Self.mode(recovery.movedTo) == 0o600)
        #expect(told.withLock { $0 } == [Tightening(path: store.file.path, from: 0o644, to: 0o600)])
    }

    // MARK: - Helpers

    private static func trips() throws -> [Trip] {
        let start = try #require(Day("2026-04-10"))
        return [Trip(destination: "Seattle", start: start, end: start)]
    }

    /// The permission bits of what is at `url`.
    private static func mode(_ url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return try #require((attributes[.posixPermissions] as? NSNumber)?.intValue)
    }
}
