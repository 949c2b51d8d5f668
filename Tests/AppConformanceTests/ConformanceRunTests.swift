import AppConformance
import Foundation
import TestSupport
import Testing

/// The conformance check against stand-in apps: one that keeps every rule passes every check, and each that breaks
/// one rule fails with the line of that rule, naming what it did instead.
@Suite("The conformance check", .bounded(.seconds(60)))
struct ConformanceRunTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let brokenApp = root.appendingPathComponent("Tests/AppConformanceTests/Fixtures/broken_app.py")

    /// The checks whose "section: rule" starts with `rule` (every one for ""). Each check is a launch of the stand-in,
    /// a Python program, of its own: a broken app needs only its rule's checks to show that they see the fault.
    static func checks(_ rule: String) -> [ConformanceCheck] {
        ConformanceCheck.all.filter { "\($0.section): \($0.rule)".hasPrefix(rule) }
    }

    /// The lines of the checks `rule` selects that failed against the stand-in launched with `arguments`.
    static func failures(_ arguments: [String], rule: String = "") async -> [String] {
        await ConformanceRun(launch: AppLaunch(executable: brokenApp, arguments: arguments), checks: checks(rule))
            .run { _ in }
    }

    @Test func anAppThatKeepsEveryRulePassesEveryCheck() async {
        let failed = await Self.failures([])
        #expect(failed == [])
    }

    @Test(arguments: [
        ("chatter-first", "Lifetime: the first line on stdout is a hello", "wrote a line that is not a message"),
        ("old-hello", "`hello`: the hello speaks protocol version 3", "said protocol version 2"),
        ("other-pid", "`hello`: the hello speaks protocol version 3", "said its pid is"),
        ("any-version", "Launching: a launch with another protocol version is refused", "when launched with"),
        ("chatter", "Transport and framing: every line on stdout is one message", "`answered 1`"),
        ("answers-blank", "Transport and framing: a blank line gets no answer", "with the id -1"),
        ("wrong-id", "Order and the end of input: requests sent together", "(id 1) with the id 2"),
        ("unknown-ok", "Errors: an unknown command is a `badRequest`", "answered an unknown command with no error"),
        ("not-json-crash", "Errors: a line that is not JSON is a `badRequest`", "closed its stdout"),
        ("missing-failed", "Errors: a locator that matches nothing is `noSuchElement`", "with `failed`"),
        ("bad-base", "Applying a state update: every update and response applies", "changes to 5"),
        ("stale-full", "Requests from the driver: `fullState` answers the whole screen", "another screen"),
        ("snapshot-refused", "Requests from the driver: `snapshot` is answered", "refused `snapshot`: failed"),
        ("idle-while-sleeping", "Requests from the driver: `waitForIdle` is answered once", "can still change"),
        ("advance-live", "Requests from the driver: `advanceClock` moves", "on a live clock with no error"),
        ("untracked-sleep", "Counting activity: every sleep", "1 of its sleepers are outside its counted tasks"),
        ("uncounted-sleep", "Counting activity: every sleep", "1 sleepers and no task after a tap on count.increment"),
    ])
    func anAppThatBreaksOneRuleFailsWithThatRulesLine(fault: String, rule: String, instead: String) async {
        let failed = await Self.failures(["--break", fault], rule: rule)
        let line = failed.first { $0.hasPrefix("FAIL  \(rule)") }
        #expect(line?.contains("— the app ") == true && line?.contains(instead) == true, "\(failed)")
    }

    /// An app that stays once its stdin ended fails that rule when the exit timeout has passed, saying how long it
    /// waited: here a short one, as the check of a real app waits 5 s.
    @Test func anAppThatStaysAfterItsInputEndedFailsOnceTheExitTimeoutHasPassed() async {
        var launch = AppLaunch(executable: Self.brokenApp, arguments: ["--break", "stays"])
        launch.exitTimeout = .milliseconds(500)
        let rule = "Order and the end of input: at the end of stdin"
        let failed = await ConformanceRun(launch: launch, checks: Self.checks(rule)).run { _ in }
        let line = failed.first { $0.hasPrefix("FAIL  \(rule)") }
        #expect(line?.hasSuffix("— the app was still running 0.5 s after its stdin ended") == true, "\(failed)")
    }

    /// Every check names a section of the protocol document by its heading, so that a reader finds the rule there.
    @Test func everyCheckNamesASectionOfTheProtocolDocument() throws {
        let document = try String(
            contentsOf: Self.root.appendingPathComponent("docs/automation-protocol.md"), encoding: .utf8)
        let headings = Set(
            document.split(separator: "\n").filter { $0.hasPrefix("#") }.map {
                $0.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            })
        for check in ConformanceCheck.all {
            #expect(headings.contains(check.section), "no heading \"\(check.section)\" in docs/automation-protocol.md")
        }
    }
}
