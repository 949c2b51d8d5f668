import AutomationProtocol
import Testing

@testable import AppRunner

/// The step log keeps what the report and the trace reader show of each action: its clock move and what the app's
/// step probe told of it, under the probe's label.
struct StepLogTests {
    @Test func aRequestSeenInFlightThenAnsweredIsSaidOnceSinceTheActionAsItLastStood() {
        let log = StepLog(start: .now, probe: StepProbe(label: "network") { { _ in [] } })
        log.record(
            .tap(Locator(identifier: "trip.seattle")), began: .now, ended: .now, outcome: .timedOut, latest: nil,
            requests: ["#1 search seattle: in flight"])
        log.record(
            kind: "wait", title: "wait", began: .now, outcome: "gave up", state: nil,
            requests: ["#1 search seattle: failed (offline)", "#2 forecast seattle: in flight"])
        #expect(
            log.requestsSinceLastAction == ["#1 search seattle: failed (offline)", "#2 forecast seattle: in flight"])
    }

    @Test func anAdvanceClockStepKeepsTheClocksMoveAndEveryStepItsProbesLines() {
        let log = StepLog(start: .now, probe: StepProbe(label: "network") { { _ in [] } })
        log.record(
            .advanceClock(milliseconds: 300), began: .now, ended: .now, outcome: .timedOut, latest: nil,
            requests: ["#1 search ber: answered 200"])
        log.record(
            .tap(Locator(identifier: "trip.bergen")), began: .now, ended: .now, outcome: .timedOut, latest: nil,
            requests: [])
        let steps = log.all
        #expect(steps.map(\.title) == ["advanceClock 300 ms", "tap \"trip.bergen\""])
        #expect(steps.map(\.clockMilliseconds) == [300, nil])
        #expect(steps.map(\.requests) == [["#1 search ber: answered 200"], []])
        #expect(log.render().contains("    network #1 search ber: answered 200\n"))
    }

    @Test func aStepKeepsTheLinesTheAppLoggedDuringItAndTheStepsTextShowsThem() {
        let log = StepLog(start: .now)
        log.record(
            .tap(Locator(identifier: "trip.seattle")), began: .now, ended: .now, outcome: .timedOut, latest: nil,
            requests: [], log: ["memory: Seattle, age 0 s, fresh"])
        log.record(kind: "wait", title: "wait", began: .now, outcome: "met", state: nil)
        #expect(log.all.map(\.log) == [["memory: Seattle, age 0 s, fresh"], []])
        #expect(log.render().contains("    log memory: Seattle, age 0 s, fresh\n"))
        #expect(log.render().components(separatedBy: "    log ").count == 2, "one line, under its step")
    }

    /// `steps.txt` says each step's kind once: `action tap …`, and `wait for …` where the wait's title says it.
    @Test func theStepsTextSaysAWaitOnceAndNamesAnAction() {
        let log = StepLog(start: .now)
        log.record(
            .tap(Locator(identifier: "row.first")), began: .now, ended: .now, outcome: .timedOut, latest: nil,
            requests: [])
        log.record(
            kind: "wait", title: "wait for button \"row.first\" to exist", began: .now, outcome: "met", state: nil)
        let text = log.render()
        #expect(text.contains(" ms  action tap \"row.first\" ("))
        #expect(text.contains(" ms  wait for button \"row.first\" to exist ("))
        #expect(!text.contains("wait wait"))
    }
}
