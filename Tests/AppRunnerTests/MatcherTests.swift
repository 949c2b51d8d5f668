import AutomationProtocol
import Foundation
import TestSupport
import Testing

@testable import AppRunner

/// One wait engine: `wait(until:)` on any condition and the label, value and count matchers wake on the push that
/// makes them true and, false while the app is settled, fail at once with the screen.
@Suite(.bounded())
struct MatcherTests {
    private func launched(_ fixture: String, test: String = #function) async throws -> Application {
        let app = Fixture.app(fixture, test: test)
        try await app.launch()
        return app
    }

    @Test func waitUntilWakesOnThePushThatMakesItTrue() async throws {
        let app = try await launched("fake_app.py")
        try await app.buttons["fake.arm"].tap()
        async let state = app.wait(until: "a result is shown", timeout: Fixture.farPastTheBound) { state in
            state.screen.allElements.contains { $0.identifier == "fake.result" }
        }
        kill(try #require(app.processIdentifier), SIGUSR1)
        let lastLabel = try await state.screen.elements.last?.label
        #expect(lastLabel == "Triggered")
    }

    @Test func waitUntilFailsAtOnceWhenTheSettledAppCannotMakeItTrue() async throws {
        let app = try await launched("fake_app.py")
        let error = await #expect(throws: RunnerError.self) {
            try await app.wait(until: "the title says Bye", timeout: Fixture.farPastTheBound) { state in
                state.screen.allElements.contains { $0.label == "Bye" }
            }
        }
        #expect(error?.kind == .cannotHappen)
        #expect(
            error?.message == """
                Gave up at once waiting until the title says Bye (last seen: the home screen, idle: 0 tasks, 0 \
                sleepers, live clock): the app is idle with no request pending, so nothing will change until the test \
                acts.
                """)
        #expect(error?.lastSeen == "the home screen, idle: 0 tasks, 0 sleepers, live clock")
        #expect(error?.description.contains("button        fake.load  \"Load\"") == true)
    }

    @Test func labelAndValueMatchersWaitAndFailFastWithExactWords() async throws {
        let app = try await launched("tree_app.py")
        let count = app.staticTexts["card.count"]
        try await count.waitForLabel(.matches(#"^\d+ items$"#))
        try await count.waitForLabel(.not(.contains("1")))
        let label = await #expect(throws: RunnerError.self) {
            try await count.waitForLabel(.contains("5"), timeout: Fixture.farPastTheBound)
        }
        #expect(label?.kind == .cannotHappen)
        #expect(
            label?.message.hasPrefix(
                #"Gave up at once waiting for static text "card.count" to have label contains "5""#) == true)
        #expect(label?.lastSeen == #"staticText card.count "0 items""#)
        let field = app.textFields["search"]
        try await field.waitForValue(.equals(""))
        let value = await #expect(throws: RunnerError.self) {
            try await field.waitForValue(.not(.equals("")), timeout: Fixture.farPastTheBound)
        }
        #expect(value?.expected == #"have value not equal to """#)
        let cells = app.cells
        try await cells.waitForCount(.atLeast(5))
        try await cells.waitForCount(.not(.equals(0)))
        let tooMany = await #expect(throws: RunnerError.self) {
            try await cells.waitForCount(.atMost(2), timeout: Fixture.farPastTheBound)
        }
        #expect(tooMany?.message.hasPrefix("Gave up at once waiting for cells to number at most 2") == true)
        #expect(tooMany?.lastSeen == "5 matching")
    }

    @Test func aCountMatcherWakesWhenTheAppChangesTheCount() async throws {
        let app = try await launched("fake_app.py")
        try await app.cells["row.a"].tap()
        try await app.cells.waitForCount(.atMost(2))
        try await app.cells.waitForCount(.not(.equals(3)))
    }
}
