import Foundation
import TestSupport
import Testing

@testable import AppRunner

/// Queries find elements by role and identifier, strictly; actions reach the app and its refusals come back.
@Suite(.bounded())
struct QueryTests {
    private func launchedFakeApp(test: String = #function) async throws -> Application {
        let app = Fixture.app("fake_app.py", test: test)
        try await app.launch()
        return app
    }

    @Test func queriesCountAndIndexElementsInReadingOrder() async throws {
        let app = try await launchedFakeApp()
        let cellCount = try await app.cells.count
        let firstLabel = try await app.cells.firstMatch.label
        let thirdLabel = try await app.cells.element(boundBy: 2).label
        let fourthExists = try await app.cells.element(boundBy: 3).exists
        let loadButtons = try await app.buttons.matching(identifier: "fake.load").count
        let title = try await app.elements["fake.title"].label
        #expect(cellCount == 3)
        #expect(firstLabel == "A")
        #expect(thirdLabel == "C")
        #expect(fourthExists == false)
        #expect(loadButtons == 1)
        #expect(title == "Fake app")
        try await app.cells["row.b"].tap()
        try await app.cells.waitForCount(2)
        let secondLabel = try await app.cells.element(boundBy: 1).label
        #expect(secondLabel == "C")
        let count = await #expect(throws: RunnerError.self) { try await app.cells.waitForCount(5, timeout: 20) }
        #expect(count?.kind == .cannotHappen)
        #expect(count?.lastSeen == "2 matching")
    }

    @Test func typingAndClearingChangeAFieldsValue() async throws {
        let app = try await launchedFakeApp()
        let field = app.textFields["fake.field"]
        try await field.typeText("Ada")
        try await field.typeText(" L.")
        try await field.waitForValue("Ada L.")
        try await field.clearText()
        let cleared = try await field.value
        let placeholder = try await field.placeholderValue
        #expect(cleared == "")
        #expect(placeholder == "Your name")
    }

    @Test func aDuplicateIdentifierOnScreenIsReported() async throws {
        let app = try await launchedFakeApp()
        try await app.buttons["fake.dup"].tap()
        let strict = await #expect(throws: RunnerError.self) { try await app.buttons["fake.load"].tap() }
        #expect(strict?.kind == .duplicateIdentifiers)
        #expect(strict?.message.contains("row.a") == true)
        app.allowsDuplicateIdentifiers = true
        let ambiguous = await #expect(throws: RunnerError.self) { try await app.cells["row.a"].tap() }
        #expect(ambiguous?.kind == .ambiguous)
        #expect(ambiguous?.message.contains("2 elements match cell \"row.a\"") == true)
        try await app.buttons["fake.load"].tap()
    }

    @Test func aRoleMismatchOrATypoFailsAtOnceWithTheNearestIdentifiers() async throws {
        let app = try await launchedFakeApp()
        let typo = await #expect(throws: RunnerError.self) { try await app.buttons["fake.lod"].tap(timeout: 20) }
        #expect(typo?.kind == .cannotHappen)
        #expect(typo?.lastSeen?.contains("near: fake.load") == true)
        #expect(typo?.suggestions.first == "fake.load")
        let disabled = await #expect(throws: RunnerError.self) {
            try await app.buttons["fake.disabled"].tap(timeout: 20)
        }
        #expect(disabled?.kind == .cannotHappen)
        // The app's reason, which the screen's text leaves out, is in the failure's first line.
        #expect(
            disabled?.message.split(separator: "\n").first?.contains(
                #"button fake.disabled "Never" [disabled: Nothing is ever loaded twice.]"#) == true,
            "\(disabled?.message ?? "")")
        let reason = try await app.buttons["fake.disabled"].disabledReason
        #expect(reason == "Nothing is ever loaded twice.")
        let missing = await #expect(throws: RunnerError.self) { _ = try await app.staticTexts["fake.load"].label }
        #expect(missing?.kind == .notFound)
        let misread = await #expect(throws: RunnerError.self) { _ = try await app.buttons["fake.lod"].label }
        #expect(misread?.suggestions.first == "fake.load")
    }

    @Test func theAppsRefusalBecomesAnErrorWithItsMessage() async throws {
        let app = try await launchedFakeApp()
        let error = await #expect(throws: RunnerError.self) { try await app.buttons["fake.load"].typeText("x") }
        #expect(error?.kind == .rejected(code: .notATextField))
        #expect(error?.message.contains("'fake.load' is not a text field.") == true)
    }

    @Test func aFailureWritesTheScreenAndTheTranscript() async throws {
        let app = try await launchedFakeApp()
        let error = await #expect(throws: RunnerError.self) { try await app.buttons["fake.gone"].tap() }
        let directory = try #require(error?.artifactsDirectory)
        #expect(
            directory.hasSuffix("/.build/acceptance/artifacts/AppRunnerTests-aFailureWritesTheScreenAndTheTranscript")
        )
        let screen = try String(contentsOfFile: directory + "/screen.txt", encoding: .utf8)
        let transcript = try String(contentsOfFile: directory + "/transcript.txt", encoding: .utf8)
        #expect(screen.hasPrefix("== Fake (home) =="))
        #expect(transcript.contains("<- {\"app\": \"stand-in\""))
        #expect(transcript.contains("-- failure: Gave up at once waiting for button \"fake.gone\" to"))
        #expect(app.screenText == screen)
    }
}
