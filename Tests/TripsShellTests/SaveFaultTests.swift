import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Saving when the disk says no, made for real through the built binary: a data directory this user cannot write
/// (as `nobody` through `setpriv` when the suite runs as root, whom permissions do not stop), and a full disk (a
/// 64 KiB tmpfs when the suite may mount one, else `--disk-full`). Each keeps the file as it was, says why on screen,
/// and ends the piped session with status 1 and the changes that were lost on standard error.
@Suite(.timeLimit(.minutes(2)))
struct SaveFaultTests {
    private static let addOslo = """
        tap trips.add
        type newTrip.start 2026-05-01
        type newTrip.end 2026-05-03
        type newTrip.destination Oslo
        tap newTrip.save

        """

    @Test func aReadOnlyDataDirectoryKeepsTheFileAndExitsOneNamingTheTrip() async throws {
        let directory = try await Self.seededDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let before = try Data(contentsOf: directory.appendingPathComponent("trips.json"))
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path) }
        let result = try await Self.shellThatPermissionsStop(on: directory, input: Self.addOslo)
        #expect(result.status == 1)
        #expect(
            result.output.contains(
                "Could not save the trips (\(directory.path) cannot be written: Permission denied)"), "\(result.output)"
        )
        #expect(result.errors == Self.osloNotSaved, "\(result.errors)")
        #expect(try Data(contentsOf: directory.appendingPathComponent("trips.json")) == before)
    }

    @Test func aDamagedFileThatCannotBeMovedAsideIsSaidSoAndLeftAsItIs() async throws {
        let directory = try await Self.seededDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("trips.json")
        let damaged = Data("{\"version\": 1, \"trips\": [".utf8)
        try damaged.write(to: file)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path) }
        let result = try await Self.shellThatPermissionsStop(on: directory, input: "show\n")
        #expect(
            result.output.contains(
                "Could not use the trips file (it is damaged: it is not valid JSON, and could not be moved aside: "
                    + "Permission denied); its contents were left as they are."),
            "\(result.output)")
        #expect(try Data(contentsOf: file) == damaged)
    }

    @Test func aFullDiskKeepsTheFileAndExitsOneNamingEveryLostChange() async throws {
        let directory = try await Self.seededDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        var arguments = ["-uiTesting", "--data-dir", directory.path]
        let mounted = try await Self.fillASmallDisk(at: directory)
        defer { if mounted { _ = umount(directory.path) } }
        if !mounted { arguments.append("--disk-full") }  // no tmpfs here: the write fails by injection instead
        let before = try Data(contentsOf: directory.appendingPathComponent("trips.json"))
        let script = Self.addOslo + "tap trip.bergen\ntap trip.delete\ntap alert.confirm\n"
        let result = try await ProcessRunner.shell(arguments, input: script)
        #expect(result.status == 1)
        #expect(result.output.contains("Could not save the trips (No space left on device)"), "\(result.output)")
        #expect(
            result.errors == """
                error: 2 changes to the trips were not saved:
                  "Oslo" (2026-05-01 → 2026-05-03): not saved
                  "Bergen" (2026-06-01 → 2026-06-08): deleted here, still in the file

                """, "\(result.errors)")
        #expect(try Data(contentsOf: directory.appendingPathComponent("trips.json")) == before)
    }

    // MARK: - Helpers

    private static let osloNotSaved = """
        error: 1 change to the trips was not saved:
          "Oslo" (2026-05-01 → 2026-05-03): not saved

        """

    /// `trips-shell -uiTesting` on `directory`, piped `input`, as a user whom permissions stop: this one, or `nobody`
    /// (through `setpriv`, on a copy of the binary and the stubs it may read) when the suite runs as root.
    private static func shellThatPermissionsStop(on directory: URL, input: String) async throws -> ProcessRunner.Result
    {
        let arguments = ["-uiTesting", "--data-dir", directory.path]
        guard getuid() == 0 else { return try await ProcessRunner.shell(arguments, input: input) }
        let copy = try Self.copyForNobody()
        defer { try? FileManager.default.removeItem(at: copy) }
        return try await ProcessRunner.run(
            "/usr/bin/setpriv",
            ["--reuid=nobody", "--regid=nogroup", "--clear-groups", copy.appendingPathComponent("trips-shell").path]
                + arguments + ["--stubs-dir", copy.appendingPathComponent("Stubs").path],
            input: Data(input.utf8))
    }

    /// The built shell and the stubs, copied where `nobody` may read and run them: the checkout may be somewhere it
    /// may not (under `/root`). (The Swift runtime it loads must be readable by all, as a toolchain in `/opt` or
    /// `/usr` is.)
    private static func copyForNobody() throws -> URL {
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("trips-nobody-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: copy, withIntermediateDirectories: true)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: copy.path)
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: ProcessRunner.shellPath), to: copy.appendingPathComponent("trips-shell"))
        try FileManager.default.copyItem(
            at: ProcessRunner.packageRoot.appendingPathComponent("Stubs"), to: copy.appendingPathComponent("Stubs"))
        return copy
    }

    /// A data directory with the sample trips in it, written by the shell itself.
    private static func seededDirectory() async throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trips-fault-\(UUID().uuidString)")
        let seeded = try await ProcessRunner.shell(["-uiTesting", "--data-dir", directory.path], input: "show\n")
        try #require(seeded.status == 0, "\(seeded.errors)")
        return directory
    }

    /// Moves `directory`'s trips file onto a 64 KiB tmpfs mounted over it (0700, and the file 0600, as the shell makes
    /// them, so that nothing is tightened) and fills what space is left; `false` when
    /// this suite may not mount one (not root, or a container without the right).
    private static func fillASmallDisk(at directory: URL) async throws -> Bool {
        guard getuid() == 0 else { return false }
        let trips = try Data(contentsOf: directory.appendingPathComponent("trips.json"))
        let mount = try await ProcessRunner.run(
            "/bin/mount", ["-t", "tmpfs", "-o", "size=64k,mode=0700", "tmpfs", directory.path])
        guard mount.status == 0 else { return false }
        try trips.write(to: directory.appendingPathComponent("trips.json"))
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o600], ofItemAtPath: directory.appendingPathComponent("trips.json").path)
        // Writes zeros until the disk is full; head's own failure is expected.
        _ = try await ProcessRunner.run(
            "/bin/sh", ["-c", "head -c 1048576 /dev/zero > \"$0\"/filler 2>/dev/null", directory.path])
        return true
    }
}
