import AutomationProtocol
import Foundation
import TestSupport
import Testing

@testable import AppRunner

/// Back, replacing a field's text in one call, and relaunching with other arguments and environment.
@Suite(.bounded())
struct ActionTests {
    private func launchedTreeApp(test: String = #function) async throws -> Application {
        let app = Fixture.app("tree_app.py", test: test)
        try await app.launch()
        return app
    }

    @Test func backDismissesTheAlertAndOnTheFirstScreenIsRefused() async throws {
        let app = try await launchedTreeApp()
        try await app.buttons["open.alert"].tap()
        try await app.alerts["alert"].requireExistence()
        try await app.back()
        try await app.alerts["alert"].requireNonExistence()
        let error = await #expect(throws: RunnerError.self) { try await app.back() }
        #expect(error?.kind == .rejected(code: .cannotGoBack))
        #expect(error?.message == "The app refused back: This is the first screen.")
    }

    @Test func replaceTextSetsTheWholeFieldInOneRequest() async throws {
        let app = try await launchedTreeApp()
        let field = app.textFields["search"]
        try await field.typeText("Ap")
        try await field.replaceText("Cherry")
        try await field.waitForValue("Cherry")
        try await field.replaceText("")
        try await field.waitForValue("")
        let replaces = app.transcript.split(separator: "\n").filter { $0.contains(#""command":"replace""#) }
        #expect(replaces.count == 2)
        #expect(replaces.first?.contains(#""text":"Cherry""#) == true)
        let wrong = await #expect(throws: RunnerError.self) { try await app.buttons["open.alert"].replaceText("x") }
        #expect(wrong?.kind == .rejected(code: .notATextField))
    }

    @Test func relaunchingTakesOtherArgumentsAndEnvironmentWithoutANewApplication() async throws {
        let app = try await launchedTreeApp()
        let first = try #require(app.processIdentifier)
        let firstMode = try await app.staticTexts["run.mode"].label
        #expect(firstMode == "plain ")
        try await app.relaunch(arguments: ["--second"], environment: ["TREE_MODE": "again"])
        #expect(app.processIdentifier != first)
        #expect(!ProcessLiveness.isAlive(first))
        let relaunchedMode = try await app.staticTexts["run.mode"].label
        #expect(relaunchedMode == "again --second")
        await app.terminate()
    }
}
