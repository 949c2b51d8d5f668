import AutomationProtocol
import Foundation
import TestSupport
import Testing

@testable import AppRunner

/// `evidence.json` is written by hand; `JSONEncoder`, from the document's `Encodable` conformance, is the reference
/// its bytes are held to.
@Suite(.bounded())
struct EvidenceDocumentTests {
    @Test("The hand-written evidence is byte for byte what JSONEncoder writes, optional fields present and absent")
    func handWrittenEvidenceMatchesJSONEncoder() throws {
        var document = EvidenceDocument(test: "Flows/aCase()/Flows.swift:3:6", sessions: [], failures: [])
        document.passed = false
        document.failures = [
            .init(
                message: "Expectation failed: \"a\" == \"b\"\n\ttab, \u{1} control, / slash, \\ backslash, é",
                kind: "expectation", location: "AcceptanceTests/Flows/Flows.swift:12", app: 1, atMilliseconds: 12.5,
                afterStep: 3, screen: "== Trips (trips) ==\n", within: ["open Bergen", "check the weather"]),
            .init(
                message: "a runner error", kind: "cannotHappen", locator: "static text \"weather.temperature\"",
                expected: "have label \"70°F\"", actual: "staticText weather.temperature \"71°F\"",
                target: Locator(role: .staticText, identifier: "weather.temperature"), wanted: .label(.equals("70°F")),
                seen: .element(Self.temperature), location: nil, app: nil, atMilliseconds: nil, screen: nil,
                screenTree: Self.screen),
            .init(
                message: "a read", kind: "notFound", target: Locator(role: .button, label: .not(.contains("x"))),
                wanted: .value(nil), seen: .missing,
                declaration: Declaration(
                    element: #"button trips.add "New trip""#, place: SourcePlace(path: "Sources/A/B.swift", line: 7),
                    quote: #".button("trips.add", "New trip") { app.add() }"#, action: #"tap "trips.add""#),
                location: nil),
            .init(
                message: "a wait", kind: "cannotHappen",
                declaration: Declaration(
                    element: "staticText a.b", place: SourcePlace(path: "Sources/A/C.swift", line: 1), quote: nil),
                actionDeclaration: Declaration(
                    element: "button a.c", place: SourcePlace(path: "Sources/A/C.swift", line: 2), quote: "x",
                    action: #"tap "a.c""#),
                location: nil),
            .init(
                message: "a count", kind: "timedOut", wanted: .count(.not(.atLeast(2))), seen: .matching(3),
                location: nil),
            .init(
                message: "a reason", kind: "cannotHappen", wanted: .disabledBecause("Enter a \"name\"."), location: nil),
            .init(message: "labels", kind: "cannotHappen", wanted: .labels(["A", "é \u{1}"]), location: nil),
            .init(message: "an answer", kind: "unexpectedAnswer", wanted: .answer(#"["a"]"#), location: nil),
        ]
        document.screens = ["== Trips (trips) ==\n  button trips.add \"New trip\"\n", "🧳 \u{7f}"]
        document.screenTrees = [Self.screen, Screen(name: "empty", title: "🧳 \u{7f}", elements: [])]
        document.apps = [
            .init(
                executable: "/opt/apps/trips shell", arguments: ["-uiTesting", "--data-dir", "/tmp/é"],
                steps: [
                    .init(
                        step: step(clock: 300, requests: ["#1 search ber: answered 200"], within: ["a"]), screen: 1,
                        sent: #"{"command":"advanceClock","id":4,"milliseconds":300}"#, sentOn: 0, sentSettled: false),
                    .init(step: step(clock: nil, requests: [], within: []), screen: nil),
                ],
                droppedSteps: 2, transcript: "→ {\"id\":1}\n← hello\n"),
            .init(executable: "/bin/app", arguments: [], steps: [], droppedSteps: 0, transcript: ""),
        ]
        #expect(document.json == (try reference(document)))
    }

    @Test("A passing case's evidence with no app is what JSONEncoder writes")
    func emptyEvidenceMatchesJSONEncoder() throws {
        let document = EvidenceDocument(test: "t", sessions: [], failures: [])
        #expect(document.json == (try reference(document)))
    }

    private static let temperature = Element(
        role: .staticText, identifier: "weather.temperature", label: "71°F", value: "a \"b\"", isEnabled: false)
    private static let screen = Screen(
        name: "trip", title: "Bergen",
        elements: [Element(role: .group, identifier: "weather.card", label: "Weather", children: [temperature])],
        alert: Element(role: .alert, identifier: "alert", placeholder: "p"))

    private func step(clock: Int?, requests: [String], within: [String]) -> StepLog.Step {
        StepLog.Step(
            kind: clock == nil ? "wait" : "action", title: "tap \"trip.bergen\"", startMilliseconds: 308.948683,
            durationMilliseconds: 1e-7, outcome: "ok", after: nil, within: within, requests: requests,
            clockMilliseconds: clock, log: clock == nil ? [] : ["disk: Seattle, age 0 s, \"stale\"", "é / \u{1}"])
    }

    private func reference(_ document: EvidenceDocument) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(document), as: UTF8.self)
    }
}
