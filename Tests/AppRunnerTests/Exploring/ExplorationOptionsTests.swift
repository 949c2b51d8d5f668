import AutomationProtocol
import Foundation
import TestSupport
import Testing

@testable import AppRunner

/// What the caller says of its app changes what the walk finds: invariants turned off, controls that may do nothing,
/// the app's own invariants and identifier rule, and values of its own for a field.
@Suite(.bounded(.seconds(600)))
struct ExplorationOptionsTests {
    @Test func anInvariantTurnedOffByNameIsNotChecked() async throws {
        var options = ExploreFixture.options
        options.disabledInvariants = ["controlsAct"]
        let result = await ExploreFixture.explore(plant: "idle-button", noise: 3, options: options)
        #expect(result.failures.isEmpty, "\(result.failures.map(\.violation))")
    }

    @Test func aControlDeclaredOneThatMayDoNothingIsNotABreak() async throws {
        var options = ExploreFixture.options
        options.mayDoNothing = ["detail.idle"]
        let result = await ExploreFixture.explore(plant: "idle-button", noise: 3, options: options)
        #expect(result.failures.isEmpty, "\(result.failures.map(\.violation))")
    }

    @Test func theAppsOwnInvariantIsCheckedOnEveryScreenAndShrunkToTheWayThere() async throws {
        var options = ExploreFixture.options
        options.invariants = [
            ScreenInvariant("moreIsUnreachable") { $0.name == "more" ? "the more screen was reached" : nil }
        ]
        let failure = try await ExploreFixture.only(plant: "none", noise: 3, options: options)
        #expect(failure.violation.invariant == "moreIsUnreachable")
        #expect(failure.violation.message == "the more screen was reached")
        #expect(failure.shrunk == [.tap("home.next", role: .button), .tap("detail.more", role: .button)])
    }

    @Test func anIdentifierAgainstTheAppsRuleBreaksOnTheFirstScreenWithNoActions() async throws {
        var options = ExploreFixture.options
        options.identifierRule = { !$0.hasPrefix("noise.") }
        let result = await ExploreFixture.explore(plant: "none", noise: 1, options: options)
        let failure = try #require(result.failures.first { $0.violation.invariant == "identifierRule" })
        #expect(failure.violation.message.contains("'noise.1'"))
        #expect(failure.shrunk == [])
    }

    @Test func aFieldsOwnValueIsTypedBesideTheDictionary() async throws {
        var options = ExploreFixture.options
        options.dictionary = ["a"]
        options.fieldValues = ["home.name": ["\t"]]
        let failure = try await ExploreFixture.only(plant: "field-crash", noise: 1, options: options)
        #expect(failure.shrunk == [.type("home.name", text: "\t")])
    }

    @Test func aKeyFieldsTextMakesEachValueTypedAStateOfItsOwn() async {
        var options = ExploreFixture.options
        options.dictionary = ["a", "b"]
        options.keyFields = ["home.name"]
        let map = await ExploreFixture.explore(plant: "none", noise: 1, options: options).map
        let keys = map.states.map(\.key).filter { $0.hasPrefix("home") && !$0.hasPrefix("home alert") }
        #expect(
            keys.filter { $0.contains("textField home.name = \"a\"") }.count == 2, "idle and counting down: \(keys)")
        #expect(keys.contains { $0.contains("textField home.name = \"b\"") })
        #expect(keys.contains { $0.contains("textField home.name = \"\"") })
    }

    @Test func aFieldIsGivenEachValueOnceInTheDictionarysOrderThenItsOwn() {
        var options = ExplorationOptions()
        options.dictionary = ["", "a"]
        options.fieldValues = ["name": ["a", "Oslo"]]
        #expect(options.texts(for: "name") == ["", "a", "Oslo"])
        #expect(options.texts(for: "other") == ["", "a"])
        #expect(ExplorationOptions.standardDictionary.contains { $0.count == 300 })
        #expect(ExplorationOptions.standardDictionary.contains("Zürich 😀"))
    }
}
