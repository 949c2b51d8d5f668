import AutomationProtocol
import Foundation
import Testing

@testable import TripsMCP

/// `run_flows` answers with the counts and, for each failure, where it happened, its message, the step, the screen's
/// changes from the step before and the evidence folder.
@Suite("A flow run's report")
struct FlowRunReportTests {
    static let before =
        "== Seattle (trip) ==\n  group         weather.card  \"Weather\"\n    staticText    weather.loading  \"Loading\"\n"
    static let after =
        "== Seattle (trip) ==\n  group         weather.card  \"Weather\"\n    staticText    weather.temperature  \"61°F\"\n"

    static func results(status: String = "failed", runs: String? = nil) -> Data {
        let failedRun = #"""
            {"attempt": 1, "status": "failed", "cases": [{"name": null, "status": "failed",
             "issues": [{"message": "Expectation failed: (temperature → \"61°F\") == \"70°F\"\nmore", "location": "AcceptanceTests/Flows/WeatherFlows.swift:20", "evidence": "/tmp/run/artifacts/WeatherFlows.kyoto"}],
             "trace": {"screens": [\#(json(before)), \#(json(after))],
                       "apps": [{"steps": [{"title": "tap \"trips.add\"", "kind": "action", "outcome": "ok", "screen": 0, "within": [], "startMilliseconds": 5, "log": ["before the last action"]},
                                           {"title": "tap \"trip.seattle\"", "kind": "action", "outcome": "ok", "screen": 0, "within": [], "startMilliseconds": 10, "log": ["disk: Seattle, age 0 s, stale", "cache: Seattle, asks the network"]},
                                           {"title": "wait for static text \"weather.temperature\" to exist", "kind": "wait", "outcome": "met", "screen": 1, "within": ["Seattle"], "startMilliseconds": 20, "durationMilliseconds": 10, "log": ["cache: Seattle, answered 61.0°F"]}]}],
                       "failures": [{"app": 0, "atMilliseconds": 25, "screen": \#(json(after))}]}}]}
            """#
        return Data(
            #"""
            {"version": 1, "counts": {"passed": 3, "failed": \#(status == "failed" ? 1 : 0), "flaky": \#(status == "flaky" ? 1 : 0), "skipped": 0},
             "wall_seconds": 1.234, "flows": [{"suite": "Weather", "name": "Seattle's weather", "file": "AcceptanceTests/Flows/WeatherFlows.swift",
             "line": 12, "status": "\#(status)", "runs": [\#(runs ?? failedRun)]}]}
            """#.utf8)
    }

    static func json(_ text: String) -> String {
        (try? JSONEncoder().encode(text)).map { String(decoding: $0, as: UTF8.self) } ?? "null"
    }

    @Test func aFailureSaysWhereWhatTheStepTheScreensChangesAndTheEvidence() throws {
        let report = FlowRunReport(results: try FlowRunResults.read(Self.results()))
        #expect(
            report.text == """
                3 passed, 1 failed, 0 flaky, 0 skipped in 1.23 s

                FAILED Weather: Seattle's weather — AcceptanceTests/Flows/WeatherFlows.swift:12
                  at AcceptanceTests/Flows/WeatherFlows.swift:20: Expectation failed: (temperature → "61°F") == "70°F"
                    more
                  in step 3: Seattle › wait for static text "weather.temperature" to exist
                  the screen, changed from the step before (show: "screen" for all of it):
                    - staticText    weather.loading  "Loading"
                    + staticText    weather.temperature  "61°F"
                  the app's log since step 2, tap "trip.seattle":
                    2: disk: Seattle, age 0 s, stale
                    2: cache: Seattle, asks the network
                    3: cache: Seattle, answered 61.0°F
                  evidence: /tmp/run/artifacts/WeatherFlows.kyoto
                """)
    }

    /// An app with a request log: the answer says what went out since the last action, and that nothing did.
    @Test func aFailureSaysTheRequestsSinceTheLastActionOrThatThereWereNone() throws {
        let asked = String(decoding: Self.results(), as: UTF8.self)
            .replacingOccurrences(
                of: #""log": ["before the last action"]"#,
                with: ##""log": ["before the last action"], "requests": ["#1 search seattle: answered 200"]"##)
        let none = FlowRunReport(results: try FlowRunResults.read(Data(asked.utf8))).text
        #expect(none.contains("\n  requests since step 2, tap \"trip.seattle\": none\n"), "\(none)")
        let sent = asked.replacingOccurrences(
            of: #""log": ["cache: Seattle, answered 61.0°F"]"#,
            with: ##""log": ["cache: Seattle, answered 61.0°F"], "requests": ["#2 forecast seattle: answered 200"]"##)
        let one = FlowRunReport(results: try FlowRunResults.read(Data(sent.utf8))).text
        #expect(
            one.contains(
                "\n  requests since step 2, tap \"trip.seattle\":\n    3: #2 forecast seattle: answered 200\n"),
            "\(one)")
    }

    /// An `#expect` on a value a step read fails after the step ended: the answer says so, not that it was in it.
    @Test func aFailureAfterAStepEndedIsSaidAfterIt() throws {
        let later = String(decoding: Self.results(), as: UTF8.self)
            .replacingOccurrences(of: #""atMilliseconds": 25"#, with: #""atMilliseconds": 35"#)
        let report = FlowRunReport(results: try FlowRunResults.read(Data(later.utf8)))
        #expect(report.text.contains("  after step 3: Seattle › wait for static text"))
    }

    /// The evidence's own count of the steps before a failure places it, over the times, as debug_flow places it.
    @Test func aFailureIsPlacedAfterTheStepsTheEvidenceCountsBeforeIt() throws {
        let counted = String(decoding: Self.results(), as: UTF8.self)
            .replacingOccurrences(of: #""failures": [{"app": 0,"#, with: #""failures": [{"app": 0, "afterStep": 2,"#)
        let report = FlowRunReport(results: try FlowRunResults.read(Data(counted.utf8)))
        #expect(report.text.contains("  after step 2: tap \"trip.seattle\"\n"), "\(report.text)")
    }

    /// A flow that relaunched has its steps numbered over both apps, as `make trace` and debug_flow's `step` do.
    @Test func aStepOfARelaunchedAppIsNumberedAfterTheFirstAppsSteps() throws {
        let relaunched = String(decoding: Self.results(), as: UTF8.self)
            .replacingOccurrences(
                of: #""apps": [{"steps""#, with: #""apps": [{"steps": [{"title": "a"}, {"title": "b"}]}, {"steps""#
            )
            .replacingOccurrences(of: #""failures": [{"app": 0"#, with: #""failures": [{"app": 1"#)
        let report = FlowRunReport(results: try FlowRunResults.read(Data(relaunched.utf8)))
        #expect(report.text.contains("  in step 5: Seattle › wait for static text"), "\(report.text)")
        #expect(
            report.text.contains(
                "  the app's log since step 4, tap \"trip.seattle\":\n    4: disk: Seattle, age 0 s, stale\n"))
    }

    @Test func aLongLogBeforeTheFailureShowsItsLatestLinesAndCountsTheRest() throws {
        let many = (1...20).map { "\"line \($0)\"" }.joined(separator: ", ")
        let results = String(decoding: Self.results(), as: UTF8.self)
            .replacingOccurrences(of: #""log": ["cache: Seattle, answered 61.0°F"]"#, with: #""log": [\#(many)]"#)
        let text = FlowRunReport(results: try FlowRunResults.read(Data(results.utf8))).text
        #expect(
            text.contains(
                "  the app's log since step 2, tap \"trip.seattle\":\n    … 10 earlier lines\n    3: line 9\n"),
            "\(text)")
        #expect(text.contains("    3: line 20\n  evidence:"))
    }

    /// A line that never came (a cancel, an answer) is often the fault: an action after which the app logged nothing
    /// is said, named.
    @Test func aFailureAfterASilentActionSaysNothingWasLoggedSinceIt() throws {
        let silent = String(decoding: Self.results(), as: UTF8.self)
            .replacingOccurrences(
                of: #""log": ["disk: Seattle, age 0 s, stale", "cache: Seattle, asks the network"]"#,
                with: #""log": []"#
            )
            .replacingOccurrences(of: #""log": ["cache: Seattle, answered 61.0°F"]"#, with: #""log": []"#)
        let text = FlowRunReport(results: try FlowRunResults.read(Data(silent.utf8))).text
        #expect(
            text.contains("  the app's log since step 2, tap \"trip.seattle\": nothing logged\n  evidence:"), "\(text)")
    }

    /// With no action before the failure, the log is said from the app's launch.
    @Test func aFailureWithNoActionBeforeItSaysTheLogSinceTheLaunch() throws {
        let waits = String(decoding: Self.results(), as: UTF8.self)
            .replacingOccurrences(of: #""kind": "action""#, with: #""kind": "wait""#)
        let text = FlowRunReport(results: try FlowRunResults.read(Data(waits.utf8))).text
        #expect(text.contains("  the app's log since the app launched:\n    1: before the last action\n"), "\(text)")
    }

    @Test func onRequestTheScreenComesWhole() throws {
        let report = FlowRunReport(results: try FlowRunResults.read(Self.results()), wholeScreens: true)
        #expect(report.text.contains("  the screen:\n    == Seattle (trip) ==\n      group"))
    }

    @Test func aFlakyFlowSaysWhichAttemptsFailedAndPassed() throws {
        let results = String(decoding: Self.results(status: "flaky"), as: UTF8.self)
            .replacingOccurrences(of: #""cases": [{"name": null"#, with: #""cases": [{"name": null"#)
        var read = try FlowRunResults.read(Data(results.utf8))
        read.flows[0].runs.append(FlowRunResults.Run(attempt: 2, status: "passed", cases: []))
        let text = FlowRunReport(results: read).text
        #expect(text.contains("FLAKY Weather: Seattle's weather"))
        #expect(text.contains("  failed in attempt 1, passed in attempt 2: the first failure follows"))
    }

    @Test func flowsPastTheEighthAreNamedWithHowToHaveThemDescribed() throws {
        var read = try FlowRunResults.read(Self.results())
        let failed = read.flows[0]
        read.flows = (1...9).map { number in
            var flow = failed
            flow.name = "Flow \(number)"
            return flow
        }
        let text = FlowRunReport(results: read).text
        #expect(text.contains("FAILED Weather: Flow 8 — "))
        #expect(
            text.hasSuffix(
                "\n\nFAILED Weather: Flow 9 (not described here: run_flows with its name describes it)"), "\(text)")
    }

    @Test func aSnapshotThatNamesARenamedIdentifierSaysTheRenameRepairsItToo() throws {
        var read = try FlowRunResults.read(Self.results())
        var gone = read.flows[0]
        gone.name = "Opens Seattle"
        let screen = Screen(
            name: "trip", title: "Seattle",
            elements: [
                Element(
                    role: .group, identifier: "weather.card", label: "Weather",
                    children: [Element(role: .staticText, identifier: "weather.temp", label: "61°F")])
            ])
        var failure = RepairProposalTests.gone(
            Locator(role: .staticText, identifier: "weather.temperature"), on: screen)
        failure.screen = TextRenderer.render(screen)
        gone.runs[0].cases[0].trace?.failures = [failure]
        var snapshot = read.flows[0]
        snapshot.name = "Seattle's snapshot"
        var unmatched = FlowRunResults.Failure(
            message: "The screen does not match.", kind: .runner("cannotHappen"),
            expected: "match snapshot 'trip-detail-loaded'")
        unmatched.wanted = .snapshot("trip-detail-loaded")
        unmatched.screenTree = screen
        snapshot.runs[0].cases[0].trace?.failures = [unmatched]
        read.flows = [gone, snapshot]
        let sources: RepairProposal.Sources = [
            ("AcceptanceTests/Pages/P.swift", #"app.staticTexts["weather.temperature"]"#),
            (
                "AcceptanceTests/Snapshots/trip-detail-loaded.txt",
                "== Seattle (trip) ==\n    staticText    weather.temperature  \"61°F\"\n"
            ),
        ]
        let text = FlowRunReport(results: read, sources: sources).text
        #expect(
            text.contains(
                #"  repair: its snapshot names "weather.temperature", which is gone and "weather.temp" stands in its "#
                    + #"place: the patch for "Opens Seattle" renames it in the snapshot too"#), "\(text)")
    }

    @Test func aRunnerErrorsOwnScreenIsLeftOutOfItsMessage() throws {
        var read = try FlowRunResults.read(Self.results())
        read.flows[0].runs[0].cases[0].issues[0].message =
            "Caught error: Gave up at once waiting for button \"x\" to exist (last seen: not on screen).\n"
            + "  artifacts:  /tmp/a\n  screen:\n    == Seattle (trip) ==\n      button        y  \"Y\""
        let text = FlowRunReport(results: read).text
        #expect(text.contains("    artifacts:  /tmp/a\n"), "\(text)")
        #expect(!text.contains("    screen:"), "\(text)")
        #expect(!text.contains("button        y"), "\(text)")
    }
}
