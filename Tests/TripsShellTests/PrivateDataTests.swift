import Foundation
import Testing
import TripsTestKit

/// A person's trips readable by them alone, through the built binary under real umasks (set by `sh` before it
/// becomes the shell, or by the terminal story before it forks): every directory the shell makes is 0700 and every
/// file 0600 — the data directory, the trips file and its lock, the weather, a damaged file kept aside, `-uiTesting`'s
/// temporary directory, the history — and a data directory, trips file or lock found readable by others is tightened
/// by the next save and said once on standard error.
@Suite(.timeLimit(.minutes(3)))
struct PrivateDataTests {
    /// Saves a trip, then loads a trip's weather: every kind of file the data directory holds.
    private static let saveAndLoadWeather = """
        tap trips.add
        type newTrip.start 2026-05-01
        type newTrip.end 2026-05-03
        type newTrip.destination Oslo
        tap newTrip.save
        tap trip.seattle
        wait weather.temperature

        """

    @Test(arguments: ["000", "022", "277"])
    func underAUmaskEveryDirectoryIs0700AndEveryFile0600(umask: String) async throws {
        let root = try Self.directory()
        defer { try? FileManager.default.removeItem(at: root) }
        let data = root.appendingPathComponent("share/trips")  // neither exists yet
        let result = try await ProcessRunner.shell(
            ["-uiTesting", "--data-dir", data.path], input: Self.saveAndLoadWeather, umask: umask)
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(result.errors.isEmpty, "\(result.errors)")
        let modes = try Self.modes(under: root)
        #expect(
            Set(modes.keys).isSuperset(of: [
                "share", "share/trips", "share/trips/trips.json", "share/trips/trips.json.lock", "share/trips/weather",
            ]), "\(modes)")
        #expect(modes.keys.contains { $0.hasPrefix("share/trips/weather/seattle-") }, "\(modes)")
        #expect(Self.loose(modes).isEmpty, "under umask \(umask): \(Self.loose(modes))")
    }

    @Test(arguments: ["-uiTesting", "--stubbed"])
    func aDataDirectoryThatCannotBeMadeIsSaidInWordsAndExits1(mode: String) async throws {
        let root = try Self.directory()
        defer { try? FileManager.default.removeItem(at: root) }
        let file = root.appendingPathComponent("a-file")
        try Data("not a directory".utf8).write(to: file)
        let data = file.appendingPathComponent("trips")  // under a file: ENOTDIR, for root too
        let result = try await ProcessRunner.shell([mode, "--data-dir", data.path], input: "quit\n")
        #expect(result.status == 1, "\(result.errors)")
        #expect(result.errors == "trips-shell: cannot make or write \(data.path): Not a directory.\n")
        #expect(try Data(contentsOf: file) == Data("not a directory".utf8), "the file in the way is left as it was")
    }

    @Test func aLooseDirectoryFileAndLockAreTightenedByTheNextSaveAndSaidOnce() async throws {
        let root = try Self.directory()
        defer { try? FileManager.default.removeItem(at: root) }
        let data = root.appendingPathComponent("trips")
        let seeded = try await ProcessRunner.shell(
            ["-uiTesting", "--data-dir", data.path], input: Self.saveAndLoadWeather, umask: "022")
        try #require(seeded.status == 0, "\(seeded.errors)")
        let (trips, lock) = (data.appendingPathComponent("trips.json"), data.appendingPathComponent("trips.json.lock"))
        for (url, mode) in [(data, 0o755), (trips, 0o644), (lock, 0o644)] {
            try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: url.path)
        }
        let twoSaves =
            "tap trip.bergen\ntap trip.delete\ntap alert.confirm\ntap trip.kyoto\ntap trip.delete\ntap alert.confirm\n"
        let tightened = try await ProcessRunner.shell(
            ["-uiTesting", "--data-dir", data.path], input: twoSaves, umask: "022")
        #expect(tightened.status == 0, "\(tightened.output)\(tightened.errors)")
        #expect(
            tightened.errors == """
                trips: tightened \(data.path) from 0755 to 0700 (only its owner may read it now)
                trips: tightened \(lock.path) from 0644 to 0600 (only its owner may read it now)
                trips: tightened \(trips.path) from 0644 to 0600 (only its owner may read it now)

                """, "\(tightened.errors)")
        let saved = try String(contentsOf: trips, encoding: .utf8)
        #expect(saved.contains("Oslo") && !saved.contains("Bergen") && !saved.contains("Kyoto"), "both saves: \(saved)")
        #expect(Self.loose(try Self.modes(under: data)).isEmpty)
        let again = try await ProcessRunner.shell(
            ["-uiTesting", "--data-dir", data.path], input: "tap trip.oslo\ntap trip.delete\ntap alert.confirm\n",
            umask: "022")
        #expect(again.status == 0, "\(again.output)\(again.errors)")
        #expect(again.errors.isEmpty, "a second launch tightened again: \(again.errors)")
    }

    @Test func aDamagedFileReadableByOthersIsKeptAside0600() async throws {
        let root = try Self.directory()
        defer { try? FileManager.default.removeItem(at: root) }
        let trips = root.appendingPathComponent("trips.json")
        try Data("not json".utf8).write(to: trips)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: trips.path)
        let result = try await ProcessRunner.shell(
            ["-uiTesting", "--data-dir", root.path], input: "show\n", umask: "000")
        #expect(result.status == 0, "\(result.output)\(result.errors)")
        #expect(result.output.contains("The trips file was damaged"), "\(result.output)")
        #expect(result.errors == "trips: tightened \(trips.path) from 0644 to 0600 (only its owner may read it now)\n")
        let modes = try Self.modes(under: root)
        #expect(modes.keys.contains { $0.hasPrefix("trips.damaged-") }, "\(modes)")
        #expect(Self.loose(modes).isEmpty, "\(Self.loose(modes))")
    }

    @Test func uiTestingsTemporaryDirectoryUnderUmask000IsPrivateWhileTheAppRuns() async throws {
        let temporary = try Self.directory()
        defer { try? FileManager.default.removeItem(at: temporary) }
        let seen = LockBox<[String: Int]>([:])
        _ = try await ShellSession.run(["-uiTesting"], environment: ["TMPDIR": temporary.path + "/"], umask: "000") {
            shell in
            shell.send(Self.saveAndLoadWeather)
            let sawTheWeather = await shell.waitFor("\"61°F\"")
            #expect(sawTheWeather)
            seen.set(try Self.modes(under: temporary))
        }
        let modes = seen.value
        #expect(modes.keys.contains { $0.hasPrefix("trips-ui-") && $0.hasSuffix("/trips.json.lock") }, "\(modes)")
        #expect(modes.keys.contains { $0.hasPrefix("trips-ui-") && $0.contains("/weather/seattle-") }, "\(modes)")
        #expect(Self.loose(modes).isEmpty, "\(Self.loose(modes))")
    }

    @Test func theHistoryAndItsDirectoryAreMadePrivateUnderUmasks000And022() async throws {
        try await ProcessRunner.terminalStory("pty_history.py") { result, work in
            #expect(result.status == 0, "\(result.output)\(result.errors)")
            for mask in ["000", "022"] {
                let modes = try Self.modes(under: work.appendingPathComponent("umask-\(mask)/state"))
                #expect(modes["trips/history"] == 0o600, "under umask \(mask): \(modes)")
                #expect(modes["trips"] == 0o700, "under umask \(mask): \(modes)")
                #expect(Self.loose(modes).isEmpty, "under umask \(mask): \(Self.loose(modes))")
            }
        }
    }

    // MARK: - Helpers

    /// A fresh directory of the test's own, made 0700 (its mode is not under test: what the shell makes in it is).
    private static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trips-private-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        return url
    }

    /// The permission bits of everything under `root`, by path relative to it, read with `stat`.
    private static func modes(under root: URL) throws -> [String: Int] {
        var modes: [String: Int] = [:]
        let paths = try FileManager.default.subpathsOfDirectory(atPath: root.path)
        for path in paths {
            var status = stat()
            guard stat(root.appendingPathComponent(path).path, &status) == 0 else { continue }  // gone meanwhile
            modes[path] = Int(status.st_mode & 0o7777)
        }
        return modes
    }

    /// Each entry that is not a 0700 directory or a 0600 file, with its mode in octal.
    private static func loose(_ modes: [String: Int]) -> [String] {
        modes.compactMap { path, mode in
            mode == 0o700 || mode == 0o600 ? nil : "\(path) \(String(mode, radix: 8))"
        }.sorted()
    }
}
