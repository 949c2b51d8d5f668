import Foundation
import Testing
import TripsRunner

/// Flows that fail on purpose, for the MCP server's flow tools (`Tests/MCPClient/flow_stories.py`): one on the live
/// clock, one on the driver's, and one that passes. They run only when `TRIPS_AGENT_LOOP_FLOWS` is set (the stories
/// set it and point the tools at this module); otherwise they are skipped, so `make unit` never fails on them.
@Suite(
    "Agent loop fixtures", .evidence,
    .enabled(if: ProcessInfo.processInfo.environment["TRIPS_AGENT_LOOP_FLOWS"]?.isEmpty == false))
struct AgentLoopFlows {
    @Test("Seattle's temperature on the live clock, expected wrong on purpose")
    func liveClock() async throws {
        try await withAgentLoopApp { app in
            try await app.cells["trip.seattle"].tap()
            try await app.staticTexts["weather.temperature"].waitForLabel("70°F")
        }
    }

    @Test("Kyoto's temperature on the driver's clock, expected wrong on purpose")
    func driverClock() async throws {
        try await withAgentLoopApp(arguments: ["--driver-clock", "--stub-latency", "kyoto=2"]) { app in
            try await app.cells["trip.kyoto"].tap()
            try await app.clock.advance(by: .seconds(2))
            try await app.network.goOffline(city: "Bergen")
            try await app.clock.advance(by: .seconds(2))
            try await app.staticTexts["weather.temperature"].waitForLabel("99°F")
        }
    }

    /// About twenty steps before it fails, for `make bench`'s debug_flow latency.
    @Test("Three trips visited twice, then Bergen's temperature wrong on purpose")
    func longFlow() async throws {
        try await withAgentLoopApp(arguments: ["--driver-clock"]) { app in
            for _ in 1...2 {
                for trip in ["seattle", "kyoto", "bergen"] {
                    try await app.cells["trip.\(trip)"].tap()
                    try await app.staticTexts["weather.temperature"].requireExistence()
                    try await app.back()
                }
            }
            try await app.cells["trip.bergen"].tap()
            try await app.staticTexts["weather.temperature"].waitForLabel("1°F")
        }
    }

    @Test("Bergen shows its weather")
    func passes() async throws {
        try await withAgentLoopApp { app in
            try await app.cells["trip.bergen"].tap()
            try await app.staticTexts["weather.temperature"].requireExistence()
        }
    }
}

/// Runs `body` on a fresh `-uiTesting` app with `arguments`, on a data directory of its own.
func withAgentLoopApp(arguments: [String] = [], _ body: (Application) async throws -> Void) async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trips-agent-loop-\(UUID())")
    defer { try? FileManager.default.removeItem(at: directory) }
    let app = Application()
    app.launchArguments = ["-uiTesting", "--data-dir", directory.path] + arguments
    do {
        try await app.launch()
        try await body(app)
    } catch {
        await app.terminate()
        throw error
    }
    await app.terminate()
}
