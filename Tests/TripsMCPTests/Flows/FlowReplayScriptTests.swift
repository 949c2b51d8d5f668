import Foundation
import Testing

@testable import TripsMCP

/// debug_flow reads what a failed flow said to its apps back from its trace's steps: each launch's arguments without
/// the data directory, each action's request with the screen it was sent on, cut where the first failure was recorded
/// or before a step.
@Suite("A flow's replay script")
struct FlowReplayScriptTests {
    static let screens = ["== Trips (trips) ==\n", "== Kyoto (trip) ==\n", "== New trip (newTrip) ==\n"]

    /// An action step that sent `command` on screen `on` and left screen `after`.
    static func action(_ title: String, _ command: String, on: Int, after: Int, outcome: String = "ok") -> [String: Any]
    {
        [
            "kind": "action", "title": title, "outcome": outcome, "screen": after, "sent": command, "sentOn": on,
            "sentSettled": true,
        ]
    }

    static func wait(_ title: String, after: Int, outcome: String = "met") -> [String: Any] {
        ["kind": "wait", "title": title, "outcome": outcome, "screen": after]
    }

    static let tapKyoto = #"{"command":"tap","id":3,"locator":{"identifier":"trip.kyoto"}}"#
    static let back = #"{"command":"back","id":5}"#
    static let add = #"{"command":"tap","id":7,"locator":{"identifier":"trips.add"}}"#

    /// Five steps on one app: tap Kyoto, wait, back (refused), back, tap add.
    static var steps: [[String: Any]] {
        [
            action("tap \"trip.kyoto\"", tapKyoto, on: 0, after: 1),
            wait("wait for static text \"weather.temperature\" to exist", after: 1),
            action("back", back, on: 1, after: 1, outcome: "refused: busy"),
            action("back", back, on: 1, after: 0),
            action("tap \"trips.add\"", add, on: 0, after: 2),
        ]
    }

    static func trace(
        apps: [[String: Any]], failures: [[String: Any]] = [], version: Int = FlowRunResults.evidenceVersion
    ) throws -> Data {
        try JSONSerialization.data(withJSONObject: [
            "version": version, "screens": screens, "apps": apps, "failures": failures,
        ])
    }

    static func app(_ steps: [[String: Any]], dataDirectory: String = "/d/one", dropped: Int = 0) -> [String: Any] {
        [
            "executable": "/apps/trips-shell",
            "arguments": ["-uiTesting", "--data-dir", dataDirectory, "--driver-clock"], "steps": steps,
            "droppedSteps": dropped, "transcript": "",
        ]
    }

    /// A failed `#expect` recorded after step `afterStep` of app `app`, on screen `screen`.
    static func failure(app: Int = 0, afterStep: Int?, screen: Int = 1) -> [String: Any] {
        var failure: [String: Any] = ["app": app, "kind": "expectation", "message": "x", "screen": screens[screen]]
        failure["afterStep"] = afterStep
        return failure
    }

    @Test func aLaunchKeepsItsOwnArgumentsAndEachActionItsRequestAndScreen() throws {
        let script = try FlowReplayScript(
            trace: try Self.trace(apps: [Self.app(Self.steps)], failures: [Self.failure(afterStep: 5, screen: 2)]),
            dataOption: "--data-dir")
        let launch = try #require(script.launches.first)
        #expect(script.launches.count == 1)
        #expect(launch.arguments == ["-uiTesting", "--driver-clock"] && launch.dataDirectory == "/d/one")
        #expect(launch.executable == "/apps/trips-shell")
        // The wait sends nothing; the refused back changed nothing: neither is said again.
        #expect(launch.requests.map(\.step) == [1, 4, 5])
        #expect(launch.requests.map(\.line) == [Self.tapKyoto, Self.back, Self.add])
        #expect(launch.requests.map(\.screenBefore) == [Self.screens[0], Self.screens[1], Self.screens[0]])
        #expect(script.steps == 5 && script.totalSteps == 5 && script.target == Self.screens[2])
    }

    /// A failed `#expect` after step 2, in a flow that went on for three more: the replay stops after step 2, at the
    /// failure's screen, and knows the flow went on.
    @Test func withNoStepItStopsAfterTheStepTheFirstFailureCameAfter() throws {
        let trace = try Self.trace(
            apps: [Self.app(Self.steps)], failures: [Self.failure(afterStep: 2), Self.failure(afterStep: 5)])
        let script = try FlowReplayScript(trace: trace, dataOption: "--data-dir")
        #expect(script.launches.first?.requests.map(\.step) == [1])
        #expect(script.steps == 2 && script.totalSteps == 5)
        #expect(
            script.lastStep == .init(title: "wait for static text \"weather.temperature\" to exist", succeeded: true))
        #expect(script.nextStep?.title == "back")
        #expect(script.target == Self.screens[1])
    }

    @Test func aFailureRecordedBeforeAnyStepReplaysNothing() throws {
        let script = try FlowReplayScript(
            trace: try Self.trace(apps: [Self.app(Self.steps)], failures: [Self.failure(afterStep: 0, screen: 0)]),
            dataOption: "--data-dir")
        #expect(script.launches.count == 1 && script.launches.first?.requests == [])
        #expect(script.steps == 0 && script.lastStep == nil && script.target == Self.screens[0])
    }

    @Test func beforeAStepItsRequestAndThoseAfterAreLeftOut() throws {
        let trace = try Self.trace(apps: [Self.app(Self.steps)], failures: [Self.failure(afterStep: 5)])
        let script = try FlowReplayScript(trace: trace, beforeStep: 4, dataOption: "--data-dir")
        #expect(script.launches.first?.requests.map(\.step) == [1])
        #expect(script.steps == 3 && script.nextStep?.title == "back")
        // The screen the step before it left.
        #expect(script.target == Self.screens[1])
    }

    /// A flow that relaunched: steps are numbered over both apps, and a failure in the second app replays the first
    /// whole.
    @Test func stepsAreNumberedOverEveryAppAndAFailureInTheSecondReplaysTheFirstWhole() throws {
        let second = Self.app([Self.action("tap \"trip.kyoto\"", Self.tapKyoto, on: 0, after: 1)])
        let trace = try Self.trace(
            apps: [Self.app(Self.steps), second], failures: [Self.failure(app: 1, afterStep: 1)])
        let script = try FlowReplayScript(trace: trace, dataOption: "--data-dir")
        #expect(script.launches.map { $0.requests.map(\.step) } == [[1, 4, 5], [6]])
        #expect(script.steps == 6 && script.totalSteps == 6)

        // Before the second app's first step: it is launched, and nothing is said to it.
        let before = try FlowReplayScript(trace: trace, beforeStep: 6, dataOption: "--data-dir")
        #expect(before.launches.map { $0.requests.map(\.step) } == [[1, 4, 5], []])
        #expect(before.steps == 5 && before.target == nil)
    }

    @Test func aStepPastTheEndIsRefusedWithTheSteps() throws {
        let trace = try Self.trace(apps: [Self.app(Self.steps)], failures: [Self.failure(afterStep: 5)])
        #expect(throws: FlowToolError("The flow has steps 1 to 5 (as `make trace` numbers them); there is no step 6."))
        {
            try FlowReplayScript(trace: trace, beforeStep: 6, dataOption: "--data-dir")
        }
    }

    @Test func aTraceOfAnotherVersionIsRefusedNamingBoth() throws {
        let trace = try Self.trace(apps: [Self.app(Self.steps)], failures: [Self.failure(afterStep: 5)], version: 4)
        #expect(throws: FlowToolError.self) { try FlowReplayScript(trace: trace, dataOption: "--data-dir") }
        do {
            _ = try FlowReplayScript(trace: trace, dataOption: "--data-dir")
        } catch {
            #expect(
                error.description.contains("evidence version 4")
                    && error.description.contains("it reads version \(FlowRunResults.evidenceVersion)"))
        }
    }

    @Test func aFailureTheTraceDoesNotPlaceAsksForAStep() throws {
        let trace = try Self.trace(apps: [Self.app(Self.steps)], failures: [Self.failure(afterStep: nil)])
        #expect(throws: FlowToolError.self) { try FlowReplayScript(trace: trace, dataOption: "--data-dir") }
        #expect(try FlowReplayScript(trace: trace, beforeStep: 2, dataOption: "--data-dir").steps == 1)
    }

    @Test func anAppWhoseEarliestStepsWereNotKeptCannotBeReplayed() throws {
        let trace = try Self.trace(
            apps: [Self.app(Self.steps, dropped: 12)], failures: [Self.failure(afterStep: 14)])
        #expect(throws: FlowToolError.self) { try FlowReplayScript(trace: trace, dataOption: "--data-dir") }
    }

    /// debug_flow's answer speaks in steps, as run_flows does: after a step that did what it was asked, in one that
    /// did not.
    @Test func theAnswerPlacesTheFailureAfterOrInItsStepAndCountsSteps() throws {
        let steps = Self.steps + [Self.wait("wait for button \"x\" to exist", after: 2, outcome: "timed out")]
        let after = try FlowReplayScript(
            trace: try Self.trace(apps: [Self.app(steps)], failures: [Self.failure(afterStep: 2)]),
            dataOption: "--data-dir")
        #expect(
            AppDriver.place(after, beforeStep: nil)
                == "at its failure, after step 2 (wait for static text \"weather.temperature\" to exist)")
        #expect(
            AppDriver.replayed(after, in: "trips-shell") == "replayed 2 steps in trips-shell -uiTesting --driver-clock")
        let within = try FlowReplayScript(
            trace: try Self.trace(apps: [Self.app(steps)], failures: [Self.failure(afterStep: 6, screen: 2)]),
            dataOption: "--data-dir")
        #expect(
            AppDriver.place(within, beforeStep: nil) == "at its failure, in step 6 (wait for button \"x\" to exist)")
        let before = try FlowReplayScript(
            trace: try Self.trace(apps: [Self.app(steps)], failures: [Self.failure(afterStep: 6)]), beforeStep: 2,
            dataOption: "--data-dir")
        #expect(
            AppDriver.place(before, beforeStep: 2)
                == "before step 2 (wait for static text \"weather.temperature\" to exist)")
        #expect(
            AppDriver.replayed(before, in: "trips-shell") == "replayed 1 step in trips-shell -uiTesting --driver-clock")
    }
}
