import AutomationProtocol
import Foundation
import TestSupport
import Testing

@testable import AppRunner

/// Queries by label (exact, contains, a regular expression), by predicate, scoped to part of the screen, and their
/// last match and all elements; an action on several fails and names them.
@Suite(.bounded())
struct LabelQueryTests {
    private func launchedTreeApp(test: String = #function) async throws -> Application {
        let app = Fixture.app("tree_app.py", test: test)
        try await app.launch()
        return app
    }

    @Test func cellsAreFoundByExactLabelByAPartAndByARegularExpression() async throws {
        let app = try await launchedTreeApp()
        let bananaValue = try await app.cells.matching(label: "Banana").firstMatch.value
        let containingAn = try await app.cells.matching(label: .contains("an")).count
        let startingWithBOrC = try await app.cells.matching(label: .matches("^[BC]")).count
        let notStartingWithBOrC = try await app.cells.matching(label: .not(.matches("^[BC]"))).allElements.count
        let lastRedLabel = try await app.cells.matching(value: .equals("red")).lastMatch.label
        #expect(bananaValue == "yellow")
        #expect(containingAn == 1)
        #expect(startingWithBOrC == 4)
        #expect(notStartingWithBOrC == 1)
        #expect(lastRedLabel == "Beet")
        try await app.cells.matching(label: "Cherry").element.tap()
        try await app.staticTexts["card.count"].waitForLabel("1 items")
    }

    @Test func aPredicateIsJudgedOnThePushedTreeAndItsElementIsTappedByName() async throws {
        let app = try await launchedTreeApp()
        let long = app.cells.matching("has a label of six letters") { $0.label.count == 6 }
        let longCount = try await long.count
        #expect(longCount == 3)  // Banana, Cherry, Carrot
        #expect(long.description == "cells where has a label of six letters")
        try await long.lastMatch.tap()
        try await app.staticTexts["card.count"].waitForLabel("1 items")
        #expect(
            app.transcript.contains(#""locator":{"identifier":"veg.carrot","label":{"equals":"Carrot"},"role":"cell"}"#)
        )
    }

    @Test func scopedQueriesSeeOnlyTheirPartOfTheScreen() async throws {
        let app = try await launchedTreeApp()
        let fruit = app.lists["fruit.list"]
        let fruitCells = try await fruit.children(matching: .cell).count
        let lastFruitLabel = try await fruit.descendants(matching: .cell).lastMatch.label
        let beetListLabel = try await app.lists.containing(.cell, identifier: "veg.beet").firstMatch.label
        let listsWithApple = try await app.lists.containing(app.cells.matching(label: "Apple")).count
        let childLists = try await app.elements.children(matching: .list).count
        #expect(fruitCells == 3)
        #expect(lastFruitLabel == "Cherry")
        #expect(beetListLabel == "Vegetables")
        #expect(listsWithApple == 1)
        #expect(childLists == 0)  // lists are roots, not children
        let basket = app.groups["card"].descendants(matching: .staticText).element
        #expect(basket.description == #"the only static text in group "card""#)
        let basketLabel = try await basket.label
        #expect(basketLabel == "0 items")
        try await app.lists["veg.list"].children(matching: .cell).matching(value: .equals("red")).element.tap()
        try await basket.waitForLabel(.contains("1"))
        #expect(app.transcript.contains(#""within":{"identifier":"veg.list","role":"list"}"#))
    }

    @Test func anActionOnSeveralFailsAndNamesThem() async throws {
        let app = try await launchedTreeApp()
        let red = app.cells.matching(value: .equals("red")).element
        let error = await #expect(throws: RunnerError.self) { try await red.tap() }
        #expect(error?.kind == .ambiguous)
        #expect(
            error?.message == """
                3 elements match cell value "red", which must name one: cell fruit.apple "Apple" value "red"; \
                cell fruit.cherry "Cherry" value "red"; cell veg.beet "Beet" value "red". (while waiting for cell value "red" \
                to be ready for an action (on screen, enabled, the app not busy))
                """)
    }

    @Test func theAppResolvesTheLocatorItselfAndRefusesWhatItCannotFind() async throws {
        let app = try await launchedTreeApp()
        // Sent as they are: the app's own resolution answers, not the runner's.
        let refused = await #expect(throws: RunnerError.self) {
            try await app.request(.tap(Locator(role: .cell, label: .contains("e"))))
        }
        #expect(refused?.kind == .rejected(code: .ambiguous))
        let answered = try await app.request(.tap(Locator(role: .cell, label: .contains("e"), selection: .index(1))))
        #expect(answered.state.screen.elements[3].children[0].label == "1 items")
    }
}
