import Foundation
import PrivateFiles
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Making and writing files only their owner may read, on the real file system. The process's umask is not changed
/// here (it is the whole test process's): the built shell's tests run it under umasks 000, 022 and 277.
@Suite("Files only their owner may read")
struct OwnerOnlyTests {
    @Test func aDirectoryAndEveryMissingOneAboveItAreMade0700() throws {
        let root = try Self.directory()
        defer { try? FileManager.default.removeItem(at: root) }
        try OwnerOnly.makeDirectory(root.appendingPathComponent("a/b/c"))
        for path in ["a", "a/b", "a/b/c"] {
            #expect(try Self.mode(root.appendingPathComponent(path)) == 0o700, "\(path)")
        }
    }

    @Test func aDirectoryThatExistsIsLeftAsItIs() throws {
        let root = try Self.directory()
        defer { try? FileManager.default.removeItem(at: root) }
        try #require(chmod(root.path, 0o755) == 0)
        try OwnerOnly.makeDirectory(root)
        #expect(try Self.mode(root) == 0o755)
    }

    @Test func aDirectoryUnderAFileIsRefusedWithTheSystemsReason() throws {
        let root = try Self.directory()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("file")
        try OwnerOnly.create(file, containing: Data())
        let under = file.appendingPathComponent("data")
        #expect(throws: OwnerOnlyError(path: under.path, code: ENOTDIR)) { try OwnerOnly.makeDirectory(under) }
        #expect(throws: OwnerOnlyError(path: file.path, code: ENOTDIR)) { try OwnerOnly.makeDirectory(file) }
        #expect(OwnerOnlyError(path: file.path, code: ENOTDIR).localizedDescription == "Not a directory")
    }

    @Test func aCreatedFileIs0600AndHoldsItsBytes() throws {
        let root = try Self.directory()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("trips.json")
        try OwnerOnly.create(file, containing: Data("hello".utf8))
        #expect(try Self.mode(file) == 0o600)
        #expect(try Data(contentsOf: file) == Data("hello".utf8))
    }

    @Test func creatingAFileThatExistsIsRefusedAndLeavesIt() throws {
        let root = try Self.directory()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("trips.json")
        try OwnerOnly.create(file, containing: Data("first".utf8))
        #expect(throws: OwnerOnlyError(path: file.path, code: EEXIST)) {
            try OwnerOnly.create(file, containing: Data("second".utf8))
        }
        #expect(try Data(contentsOf: file) == Data("first".utf8))
    }

    @Test func replacingMakesANew0600FileAndLeavesNothingBeside() throws {
        let root = try Self.directory()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("trips.json")
        try Data("old".utf8).write(to: file)
        try #require(chmod(file.path, 0o644) == 0)
        try OwnerOnly.replace(file, with: Data("new".utf8))
        #expect(try Self.mode(file) == 0o600)
        #expect(try Data(contentsOf: file) == Data("new".utf8))
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path) == ["trips.json"])
    }

    @Test func replacingInAMissingDirectoryFailsWithItsReasonAndMakesNothing() throws {
        let root = try Self.directory()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("missing/trips.json")
        #expect(throws: OwnerOnlyError(path: file.path, code: ENOENT)) {
            try OwnerOnly.replace(file, with: Data("new".utf8))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: root.path).isEmpty)
    }

    @Test func openingMakesAMissingFile0600AndKeepsTheModeOfOneThatExists() throws {
        let root = try Self.directory()
        defer { try? FileManager.default.removeItem(at: root) }
        let made = root.appendingPathComponent("made.lock")
        close(try OwnerOnly.open(made, flags: O_RDWR))
        #expect(try Self.mode(made) == 0o600)
        let found = root.appendingPathComponent("found.lock")
        try Data().write(to: found)
        try #require(chmod(found.path, 0o640) == 0)
        close(try OwnerOnly.open(found, flags: O_RDWR))
        #expect(try Self.mode(found) == 0o640)
    }

    @Test(arguments: [(0o644, 0o600), (0o666, 0o600), (0o755, 0o700), (0o555, 0o500), (0o1777, 0o1700)])
    func tighteningTakesOffGroupsAndOthersPermissionsOnly(before: Int, after: Int) throws {
        let root = try Self.directory()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("trips.json")
        try Data().write(to: file)
        try #require(chmod(file.path, mode_t(before)) == 0)
        let tightening = OwnerOnly.tighten(file)
        #expect(tightening == Tightening(path: file.path, from: mode_t(before), to: mode_t(after)))
        #expect(try Self.mode(file) == after)
    }

    @Test func tighteningWhatIsPrivateOrMissingChangesNothingAndSaysNothing() throws {
        let root = try Self.directory()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("trips.json")
        try OwnerOnly.create(file, containing: Data())
        try #require(chmod(file.path, 0o400) == 0)
        #expect(OwnerOnly.tighten(file) == nil)
        #expect(try Self.mode(file) == 0o400)
        #expect(OwnerOnly.tighten(root.appendingPathComponent("missing")) == nil)
    }

    @Test func aTighteningSaysThePathAndBothModesInOctal() {
        let tightening = Tightening(path: "/data/trips.json", from: 0o644, to: 0o600)
        #expect(
            tightening.description
                == "tightened /data/trips.json from 0644 to 0600 (only its owner may read it now)")
    }

    // MARK: - Helpers

    /// A fresh directory of the test's own, made 0700 so that nothing in it is readable by others by accident.
    private static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trips-private-\(UUID().uuidString)")
        try OwnerOnly.makeDirectory(url)
        return url
    }

    /// The permission bits of what is at `url`.
    private static func mode(_ url: URL) throws -> Int {
        var status = stat()
        guard stat(url.path, &status) == 0 else { throw OwnerOnlyError(path: url.path, code: errno) }
        return Int(status.st_mode & 0o7777)
    }
}
