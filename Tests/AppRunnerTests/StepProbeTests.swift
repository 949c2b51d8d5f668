import AutomationProtocol
import Foundation
import TestSupport
import Testing

@testable import AppRunner

/// A profile's step probe is asked after each step only while a case's evidence is kept, and its lines go in the
/// step's entry under its label; its command naming titles the app's own commands.
@Suite(.bounded())
struct StepProbeTests {
    /// Tells the stand-in's title after each step, and names `greet` by whom it greets.
    private static let profile = AppProfile(
        stepProbe: StepProbe(label: "title") {
            { moment in
                guard let reply = await moment.ask(.snapshot) else { return ["no answer"] }
                let title = reply.state.screen.allElements.first { $0.identifier == "fake.title" }
                return ["\(title?.label ?? "none") after \(moment.command?.name ?? "a wait")"]
            }
        },
        commandNaming: { command in
            guard case .declared(.greet, let arguments) = command else { return nil }
            return CommandNaming(title: "greet \(arguments[.who] ?? "")", subject: "\"\(arguments[.who] ?? "")\"")
        })

    @Test func theProbesLinesGoInEachStepUnderItsLabelAndTheAppsOwnCommandIsNamedByTheProfile() async throws {
        let app = Application(executableURL: Fixture.url("fake_app.py"), profile: Self.profile, name: "probe")
        app.launchTimeout = 20
        let evidence = CaseEvidence(nameComponents: ["StepProbeTests", "probe"], testID: "probe")
        try await CaseEvidence.$current.withValue(evidence) {
            try await app.launch()
            var arguments = CommandArguments()
            arguments[.who] = "Ada"
            try await app.perform(.declared(.greet, arguments))
            try await app.staticTexts["fake.title"].waitForLabel("Hello, Ada")
        }
        let steps = try #require(app.current.withLock { $0 }?.transcript.steps)
        #expect(
            steps.all.map(\.title) == ["greet Ada", "wait for static text \"fake.title\" to have label \"Hello, Ada\""])
        #expect(steps.all.map(\.requests) == [["Hello, Ada after greet"], ["Hello, Ada after a wait"]])
        #expect(steps.render().contains("    title Hello, Ada after greet\n"), "\(steps.render())")
        await app.terminate()
    }

    @Test func withoutEvidenceTheProbeIsNeverAsked() async throws {
        let app = Application(executableURL: Fixture.url("fake_app.py"), profile: Self.profile, name: "no-probe")
        app.launchTimeout = 20
        try await app.launch()
        try await app.buttons["fake.load"].tap()
        let steps = try #require(app.current.withLock { $0 }?.transcript.steps)
        #expect(!steps.all.isEmpty && steps.all.allSatisfy(\.requests.isEmpty))
        #expect(!app.transcript.contains(#""command":"snapshot""#), "\(app.transcript)")
        await app.terminate()
    }
}
