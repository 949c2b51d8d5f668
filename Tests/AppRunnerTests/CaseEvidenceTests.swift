import AutomationProtocol
import Foundation
import TestSupport
import Testing

@testable import AppRunner

/// A case's evidence records what a replay needs from its steps alone: each app's launch arguments, each action's
/// request with the screen it was sent on, and the step each failure came after.
@Suite(.bounded())
struct CaseEvidenceTests {
    @Test func eachActionKeepsTheRequestItSentAndAFailureTheStepItCameAfter() async throws {
        let app = Fixture.app("fake_app.py")
        app.launchArguments = ["--driver-clock"]
        let evidence = CaseEvidence(nameComponents: ["CaseEvidenceTests", "replay"], testID: "replay")
        let stepsAtFailure = try await CaseEvidence.$current.withValue(evidence) {
            try await app.launch()
            try await app.cells["row.a"].tap()
            // As a failed `#expect` is noted, in the middle of the flow, which goes on.
            evidence.noteFailure(message: "Expectation failed", location: nil, error: nil, kind: "expectation")
            let steps = app.current.withLock { $0 }?.transcript.steps.recorded
            try await app.cells["row.b"].tap()
            return steps
        }
        await app.terminate()
        let document = evidence.document
        let steps = try #require(document.apps.first?.steps)
        #expect(document.apps.first?.arguments == ["--driver-clock"])
        #expect(document.apps.first?.executable.hasSuffix("/Fixtures/fake_app.py") == true)
        #expect(stepsAtFailure != nil && document.failures.first?.afterStep == stepsAtFailure)
        #expect(steps.count > stepsAtFailure ?? .max, "the flow went on past its failure")

        let tap = try #require(steps.first { $0.step.title == #"tap "row.a""# })
        let sent = try #require(tap.sent)
        // The request as the transcript shows it, sent on a screen that showed the row and settled.
        #expect(app.transcript.contains(" -> \(sent)\n"), "\(sent) not in \(app.transcript)")
        #expect(sent.contains(#""identifier":"row.a""#))
        let sentOn = try #require(tap.sentOn.map { document.screens[$0] })
        #expect(sentOn.contains("row.a") && tap.sentSettled == true)
        #expect(tap.screen.map { document.screens[$0].contains("row.a") } == false)
        // A wait sends nothing.
        #expect(steps.filter { $0.step.kind == "wait" }.allSatisfy { $0.sent == nil && $0.sentOn == nil })
    }
}
