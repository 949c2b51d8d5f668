import Foundation
import Testing
import TripsRunner

/// Flows that fail on purpose, for the MCP server's flow tools (`Tests/MCPClient/flow_stories.py`, make bench's
/// agent loop): one on the live clock, one on the driver's, one of about twenty steps, one that fails an `#expect` and
/// goes on, one that fails an `#expect` after a step the app logged nothing for, and one that passes. They run
/// only when `TRIPS_AGENT_LOOP_FLOWS` is set (the stories and the bench set it and pick them by their tag);
/// otherwise they are skipped, so `make unit` and the other fixtures' runs never fail on them.
@Suite(
    "Agent loop fixtures", .tags(.fixture, .agentLoop), .evidence,
    .enabled(if: ProcessInfo.processInfo.environment["TRIPS_AGENT_LOOP_FLOWS"]?.isEmpty == false))
struct AgentLoopFlows {
    @Test("Seattle's temperature on the live clock, expected wrong on purpose")
    func liveClockExpectedWrong() async throws {
        try await withFixtureApp { app in
            try await app.cells["trip.seattle"].tap()
            try await app.staticTexts["weather.temperature"].waitForLabel("70°F")
        }
    }

    @Test("Kyoto's temperature on the driver's clock, expected wrong on purpose")
    func driverClockExpectedWrong() async throws {
        try await withFixtureApp(arguments: ["--driver-clock", "--stub-latency", "kyoto=2"]) { app in
            try await app.cells["trip.kyoto"].tap()
            try await app.clock.advance(by: .seconds(2))
            try await app.network.goOffline(city: "Bergen")
            try await app.clock.advance(by: .seconds(2))
            try await app.staticTexts["weather.temperature"].waitForLabel("99°F")
        }
    }

    /// About twenty steps before it fails, for `make bench`'s debug_flow latency.
    @Test("Three trips visited twice, then Bergen's temperature wrong on purpose")
    func twentyStepsExpectedWrong() async throws {
        try await withFixtureApp(arguments: ["--driver-clock"]) { app in
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

    /// A value read, then expected wrong, in the middle of a flow that goes on eleven minutes later on the driver's
    /// clock and opens Kyoto again: debug_flow opens the app where the `#expect` failed, not where the flow ended.
    @Test("Kyoto's temperature read mid-flow, wrong on purpose, then the flow goes on")
    func expectationMidFlow() async throws {
        try await withFixtureApp(arguments: ["--driver-clock", "--stub-latency", "kyoto=2"]) { app in
            let temperature = app.staticTexts["weather.temperature"]
            try await app.cells["trip.kyoto"].tap()
            try await app.clock.advance(by: .seconds(2))
            try await app.clock.advance(by: .seconds(2))
            try await temperature.requireExistence()
            // #expect on a read, on purpose: a failed `#expect` for the tools that report one
            let shown = try await temperature.label
            #expect(shown == "99°F")
            try await app.back()
            try await app.clock.advance(by: .seconds(660))
            try await app.cells["trip.kyoto"].tap()
            try await app.clock.advance(by: .seconds(2))
            try await app.clock.advance(by: .seconds(2))
            try await temperature.requireExistence()
            try await app.back()
        }
    }

    /// A failure after an action the app logged nothing for: run_flows still says the log, empty, since that action.
    @Test("Back to the list, then its first trip read as Bergen on purpose")
    func silentStepThenExpectation() async throws {
        try await withFixtureApp { app in
            try await app.cells["trip.seattle"].tap()
            try await app.staticTexts["weather.temperature"].requireExistence()
            try await app.back()
            // #expect on a read, on purpose: a failed `#expect` for the tools that report one
            let first = try await app.cells.firstMatch.label
            #expect(first == "Bergen")
        }
    }

    @Test("Bergen shows its weather")
    func bergenPasses() async throws {
        try await withFixtureApp { app in
            try await app.cells["trip.bergen"].tap()
            try await app.staticTexts["weather.temperature"].requireExistence()
        }
    }
}

extension Tag {
    /// The agent-loop fixtures, which the MCP server's flow tools run and open.
    @Tag static var agentLoop: Self
}
