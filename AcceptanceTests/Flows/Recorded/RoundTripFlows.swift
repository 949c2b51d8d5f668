import ConcurrencyHelpers
import Foundation
import Testing

/// The recorded flows against the scripts they were recorded from: each script, piped into `trips-shell`, and its
/// flow, run by the runner, end on the same screen.
@Suite("Recorded flows: the round trip", .evidence)
struct RoundTripFlows {
    /// The recorded flows, by the name of their script (`Tests/TripsShellTests/Fixtures/Recorded/<name>.txt`).
    static let flows: [String: @Sendable () async throws -> Void] = [
        "AddTripFromSuggestion": { try await AddTripFromSuggestion().addTripFromSuggestion() },
        "DeleteAfterCancelling": { try await DeleteAfterCancelling().deleteAfterCancelling() },
        "SlowWeatherAndRefresh": { try await SlowWeatherAndRefresh().slowWeatherAndRefresh() },
    ]

    @Test(
        "A piped script and the flow recorded from it end on the same screen",
        arguments: ["AddTripFromSuggestion", "DeleteAfterCancelling", "SlowWeatherAndRefresh"])
    func pipedScriptAndItsFlowEndAlike(story: String) async throws {
        // #expect on a read, on purpose: two apps' last screens, both ended, compared with each other
        let piped = try await PipedScript(named: story).lastScreen()
        let flow = try #require(Self.flows[story])
        // #expect on a read, on purpose: the other of the two
        let ended = try await FlowEnding.capture(flow)
        #expect(ended == piped)
    }
}

/// One of the recorded flows' scripts, piped into the built `trips-shell` with the launch arguments its first line
/// gives (`# launch: -uiTesting --driver-clock`).
struct PipedScript {
    /// The repository, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    let file: URL

    init(named name: String) {
        file = Self.root.appendingPathComponent("Tests/TripsShellTests/Fixtures/Recorded/\(name).txt")
    }

    /// The last screen the shell printed for the script (the lines `expect` prints after it left out).
    func lastScreen() async throws -> String {
        let script = try String(contentsOf: file, encoding: .utf8)
        let launch = script.split(separator: "\n").first.map { $0.replacingOccurrences(of: "# launch: ", with: "") }
        let output = try await run(launch?.split(separator: " ").map(String.init) ?? ["-uiTesting"])
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        let start = lines.lastIndex { $0.hasPrefix("== ") } ?? lines.startIndex
        return lines[start...].filter { !$0.hasPrefix("ok: ") && !$0.hasPrefix("error: ") && !$0.isEmpty }
            .map { $0 + "\n" }.joined()
    }

    private func run(_ arguments: [String]) async throws -> String {
        let shell =
            ProcessInfo.processInfo.environment["TRIPS_SHELL_PATH"].flatMap { $0.isEmpty ? nil : $0 }
            ?? Self.root.appendingPathComponent(".build/debug/trips-shell").path
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("trips-piped-\(UUID()).txt")
        try Data().write(to: output)
        defer { try? FileManager.default.removeItem(at: output) }
        let input = try FileHandle(forReadingFrom: file)
        let printed = try FileHandle(forWritingTo: output)
        let child = try ChildProcess(
            executable: shell, arguments: arguments, environment: ProcessInfo.processInfo.environment,
            standardInput: input.fileDescriptor, standardOutput: printed.fileDescriptor, standardError: 2)
        _ = await child.end()
        try input.close()
        try printed.close()
        return try String(contentsOf: output, encoding: .utf8)
    }
}
