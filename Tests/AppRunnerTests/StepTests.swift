import AutomationProtocol
import Foundation
import TestSupport
import Testing

@testable import AppRunner

/// Steps name themselves in the transcript, the steps log and every failure inside them, nested.
@Suite(.bounded())
struct StepTests {
    private struct Broken: Error, CustomStringConvertible {
        var description: String { "the basket is broken" }
    }

    @Test func aFailureInsideNestedStepsNamesThemInItsMessage() async throws {
        let app = Fixture.app("tree_app.py")
        try await app.launch()
        let error = await #expect(throws: RunnerError.self) {
            try await step("Fill the basket") {
                try await app.cells.matching(label: "Apple").element.tap()
                try await step("Read the count") {
                    try await app.staticTexts["card.count"].waitForLabel("2 items", timeout: 20)
                }
            }
        }
        #expect(error?.steps == ["Fill the basket", "Read the count"])
        let lines = error?.description.split(separator: "\n").prefix(2).map(String.init)
        #expect(
            lines == [
                """
                Gave up at once waiting for static text "card.count" to have label "2 items" (last seen: staticText \
                card.count "1 items"): the app is idle with no request pending, so nothing will change until the \
                test acts.
                """,
                "  in step 'Fill the basket' › 'Read the count'",
            ])
        let transcript = app.transcript
        #expect(transcript.contains("-- in step 'Fill the basket'\n"))
        #expect(transcript.contains("-- in step 'Fill the basket' › 'Read the count'\n"))
        #expect(transcript.contains("(in step 'Fill the basket' › 'Read the count')"))
        let session = try #require(app.current.withLock { $0 })
        #expect(
            session.transcript.steps.all.map(\.within) == [
                ["Fill the basket"], ["Fill the basket"], ["Fill the basket", "Read the count"],
            ])
        #expect(session.transcript.steps.render().contains("in step 'Fill the basket' › 'Read the count'\n+"))
    }

    @Test func anotherErrorComesOutAsAStepFailureThatNamesTheSteps() async throws {
        let failure = await #expect(throws: StepFailure.self) {
            try await step("Outer") { try await step("Inner") { throw Broken() } }
        }
        #expect(failure?.steps == ["Outer", "Inner"])
        #expect(failure?.description == "in step 'Outer' › 'Inner': the basket is broken")
        let returned = try await step("Returns") { 42 }
        #expect(returned == 42)
        await #expect(throws: CancellationError.self) { try await step("Cancelled") { throw CancellationError() } }
    }

    @Test func outsideAStepNothingIsNamed() async throws {
        let app = Fixture.app("fake_app.py")
        try await app.launch()
        let error = await #expect(throws: RunnerError.self) { try await app.buttons["fake.gone"].tap() }
        #expect(error?.steps == [])
        #expect(error?.description.contains("in step") == false)
    }
}
