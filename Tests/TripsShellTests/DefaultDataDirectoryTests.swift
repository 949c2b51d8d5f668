import Foundation
import Testing

/// Where a session with no `--data-dir` and no `-uiTesting` keeps its trips, by the environment it is given, through
/// the built binary: `$XDG_DATA_HOME/trips`, else `$HOME/.local/share/trips`, an empty variable counting as unset.
@Suite(.timeLimit(.minutes(1)))
struct DefaultDataDirectoryTests {
    @Test(arguments: [
        (["XDG_DATA_HOME": "xdg", "HOME": "home"], "xdg/trips"),
        (["XDG_DATA_HOME": "", "HOME": "home"], "home/.local/share/trips"),
        (["XDG_DATA_HOME": "relative/data", "HOME": "home"], "home/.local/share/trips"),
    ])
    func theTripsGoWhereTheEnvironmentSays(variables: [String: String], expected: String) async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("trips-default-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: root) }
        // Each path under the test's folder, but one the test means to be relative.
        let environment = variables.mapValues {
            $0.isEmpty || $0.hasPrefix("relative") ? $0 : root.appendingPathComponent($0).path
        }
        let result = try await ProcessRunner.shell(["--stubbed"], input: "quit\n", environment: environment)
        #expect(result.status == 0, "\(result.errors)")
        let trips = root.appendingPathComponent(expected).appendingPathComponent("trips.json")
        #expect(FileManager.default.fileExists(atPath: trips.path), "\(trips.path)")
    }
}
