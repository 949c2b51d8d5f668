import Foundation
import Testing
import TripsRunner

/// Launches `trips-shell -uiTesting` with its own data directory (a fresh one, unless `dataDirectory` is given),
/// runs `flow` on its first screen, and terminates the app whatever happens, so that flows run in parallel and no
/// app outlives its flow.
///
/// - Parameters:
///   - arguments: launch arguments after `-uiTesting --data-dir …`, such as `--driver-clock`.
///   - environment: variables added to the app's environment, such as `["TRIPS_STUB_LATENCY": "2"]`.
///   - dataDirectory: a data directory to share between launches (see ``withDataDirectory(_:)``); a flow that only
///     relaunches needs none: ``Page/relaunch(_:environment:)`` keeps the directory of the launch it ends.
func withApp(
    _ arguments: String..., environment: [String: String] = [:], dataDirectory: URL? = nil,
    _ flow: (TripListPage) async throws -> Void
) async throws {
    if let dataDirectory {
        try await run(arguments, environment, in: dataDirectory, flow)
    } else {
        try await withDataDirectory { directory in try await run(arguments, environment, in: directory, flow) }
    }
}

/// Gives `body` a fresh, empty data directory and removes it afterwards.
func withDataDirectory(_ body: (URL) async throws -> Void) async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trips-acceptance-\(UUID())")
    defer { try? FileManager.default.removeItem(at: directory) }
    try await body(directory)
}

private func run(
    _ arguments: [String], _ environment: [String: String], in directory: URL,
    _ flow: (TripListPage) async throws -> Void
) async throws {
    let app = Application()
    app.launchArguments = ["-uiTesting", "--data-dir", directory.path] + arguments
    app.launchEnvironment = environment
    // The core's launch helper: driven where the app's line is read, ended on every path, a crash said.
    try await app.run { app in
        try await flow(TripListPage.shown(in: app))
        try await FlowEnding.note(app)
    }
}
