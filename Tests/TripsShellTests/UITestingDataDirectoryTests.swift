import Foundation
import Testing

/// What `-uiTesting` does with its data directory, as `--help` says: a fresh one removed at exit, unless `--data-dir`
/// names one, which is used as it is and kept.
@Suite(.timeLimit(.minutes(1)))
struct UITestingDataDirectoryTests {
    private func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trips-ui-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test func aNamedDirectoryKeepsItsTripsAndOutlivesTheApp() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let saved =
            #"{"version":1,"trips":[{"id":"6F9619FF-8B86-D011-B42D-00C04FC964FF","destination":"Oslo","#
            + #""start":"2026-08-01","end":"2026-08-02"}]}"#
        try Data(saved.utf8).write(to: directory.appendingPathComponent("trips.json"))
        let result = try await ProcessRunner.shell(["-uiTesting", "--data-dir", directory.path], input: "show\n")
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("trip.oslo") && !result.output.contains("trip.seattle"), "\(result.output)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("trips.json").path))
    }

    @Test func anEmptyNamedDirectoryIsSeededWithTheSampleTrips() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let result = try await ProcessRunner.shell(["-uiTesting", "--data-dir", directory.path], input: "show\n")
        #expect(result.output.contains("trip.seattle"), "\(result.output)")
    }

    @Test func withoutOneTheFreshDirectoryIsRemovedAtExit() async throws {
        let temporary = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: temporary) }
        let result = try await ProcessRunner.shell(
            ["-uiTesting"], input: "tap trip.seattle\nwait weather.temperature\n",
            environment: ["TMPDIR": temporary.path + "/"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(result.output.contains("weather.temperature"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: temporary.path).isEmpty)
    }
}
