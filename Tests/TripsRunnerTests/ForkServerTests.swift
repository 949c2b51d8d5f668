import Foundation
import Testing
import TripsRunner
import TripsTestKit

/// Apps started by `trips-shell --fork-server`: each a fresh child of the runner, with the launch it was given, whose
/// end is reported as a spawned app's is.
@Suite(.bounded())
struct ForkServerTests {
    @Test func aForkedAppIsTheRunnersChildAndReadsTheEnvironmentAndArgumentsOfItsOwnLaunch() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("fork-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let other = directory.appendingPathComponent("other")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        try Self.writeTrip(to: "Lisbon", in: directory)
        try Self.writeTrip(to: "Porto", in: other)

        let app = Application(name: "TripsRunnerTests-fork-environment")
        app.launchesByForking = true
        app.launchArguments = ["-uiTesting"]
        app.launchEnvironment = ["TRIPS_DATA_DIR": directory.path]
        try await app.launch()
        #expect(app.transcript.contains("forked by its fork server"))
        let pid = try #require(app.processIdentifier)
        #expect(Self.parent(of: pid) == getpid())
        #expect(app.transcript.contains(#""pid":\#(pid)"#), "the hello names another process than the app")
        try await app.cells["trip.lisbon"].requireExistence()
        let seattleExists = try await app.cells["trip.seattle"].exists
        #expect(!seattleExists)

        try await app.relaunch(arguments: ["-uiTesting", "--data-dir", other.path], environment: [:])
        #expect(app.transcript.contains("forked by its fork server"))
        #expect(app.processIdentifier != pid)
        #expect(!ProcessLiveness.isAlive(pid))
        try await app.cells["trip.porto"].requireExistence()
        let lisbonExists = try await app.cells["trip.lisbon"].exists
        #expect(!lisbonExists)
        await app.terminate()
    }

    @Test func aLaunchSettingAVariableReadOnlyAtAProcesssStartIsSpawnedAndSaysWhy() async throws {
        let app = Application(name: "TripsRunnerTests-fork-startup-variable")
        app.launchesByForking = true
        app.launchArguments = ["-uiTesting"]
        let own = ProcessInfo.processInfo.environment["TZ"]
        app.launchEnvironment = ["TZ": own == "Pacific/Chatham" ? "Pacific/Auckland" : "Pacific/Chatham"]
        try await app.launch()
        #expect(app.transcript.contains("spawned, as its environment sets TZ"))
        try await app.cells["trip.seattle"].requireExistence()
        await app.terminate()
    }

    @Test func aForkedAppThatIsKilledIsReportedAsCrashedWithItsSignal() async throws {
        let app = Application(name: "TripsRunnerTests-fork-killed")
        app.launchesByForking = true
        app.launchArguments = ["-uiTesting"]
        try await app.launch()
        #expect(app.transcript.contains("forked by its fork server"))
        let pid = try #require(app.processIdentifier)
        kill(pid, SIGKILL)
        let error = await #expect(throws: RunnerError.self) { try await app.buttons["trips.add"].tap() }
        #expect(error?.kind == .crashed(signal: SIGKILL))
        #expect(app.state == .crashed(signal: SIGKILL))
        #expect(!ProcessLiveness.isAlive(pid))
    }

    /// Writes a trips file of one trip to `destination` into `directory`.
    private static func writeTrip(to destination: String, in directory: URL) throws {
        let trips =
            #"{"version":1,"trips":[{"id":"6F1C2E1A-0009-4000-8000-000000000009","#
            + #""destination":"\#(destination)","start":"2026-05-01","end":"2026-05-05"}]}"#
        try Data(trips.utf8).write(to: directory.appendingPathComponent("trips.json"))
    }

    /// The parent process of `pid`, from `/proc/<pid>/stat`.
    private static func parent(of pid: Int32) -> Int32? {
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 1 ? Int32(fields[1]) : nil
    }
}
