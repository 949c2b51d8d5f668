import AutomationProtocol
import Foundation
import Testing

/// One resolution for the runner and the app: what a locator matches, which match it means, and how it is named.
@Suite("Locators")
struct LocatorTests {
    private static let screen = Screen(
        name: "s", title: "S",
        elements: [
            Element(
                role: .list, identifier: "a.list", label: "A",
                children: [
                    Element(role: .cell, identifier: "a.1", label: "One", value: "x"),
                    Element(
                        role: .cell, identifier: "a.2", label: "Two",
                        children: [Element(role: .button, identifier: "a.2.go", label: "Go")]),
                ]),
            Element(role: .list, identifier: "b.list", label: "B", children: [Element(role: .cell, identifier: "b.1")]),
        ])

    private func identifiers(_ locator: Locator) -> [String] {
        locator.matches(in: Self.screen).map(\.element.identifier)
    }

    @Test func scopesRelationsAndWhatAnElementContains() {
        let cells = Locator(role: .cell)
        #expect(identifiers(cells) == ["a.1", "a.2", "b.1"])
        #expect(identifiers(Locator(identifier: "a.list").scoping(cells, relation: .children)) == ["a.1", "a.2"])
        #expect(identifiers(Locator(identifier: "a.list").scoping(Locator(), relation: .descendants)).count == 3)
        var holding = Locator(role: .cell)
        holding.containing = [Locator(role: .button, label: .equals("Go"))]
        #expect(identifiers(holding) == ["a.2"])
        var lists = Locator(role: .list)
        lists.containing = [Locator(identifier: "a.2.go")]
        #expect(identifiers(lists) == ["a.list"])  // anywhere below, not only directly
        var roots = Locator()
        roots.relation = .children
        #expect(identifiers(roots) == ["a.list", "b.list"])
    }

    @Test func whichMatchIsMeantAndTheAmbiguousOnesAreAllReturned() {
        guard case .found(let last) = Locator(role: .cell, selection: .last).resolve(in: Self.screen) else {
            Issue.record("a last cell")
            return
        }
        #expect(last.element.identifier == "b.1" && last.path == [1, 0])
        #expect(Locator(role: .cell, selection: .index(3)).resolve(in: Self.screen) == .missing)
        #expect(Locator(role: .cell, selection: .index(.max)).resolve(in: Self.screen) == .missing, "the last index")
        guard case .ambiguous(let several) = Locator(role: .list).resolve(in: Self.screen) else {
            Issue.record("two lists are ambiguous")
            return
        }
        #expect(several.map(\.path) == [[0], [1]])
        let inAnyList = Locator(role: .list, selection: .unique).scoping(Locator(role: .cell), relation: .children)
        guard case .ambiguous = inAnyList.resolve(in: Self.screen) else {
            Issue.record("an ambiguous scope is ambiguous")
            return
        }
    }

    @Test(arguments: [
        (Locator(role: .cell, identifier: "trip.seattle"), #"cell "trip.seattle""#),
        (Locator(role: .cell, selection: .first), "first cell"),
        (Locator(role: .button), "the only button"),
        (Locator(role: .cell, label: .contains("Nor"), selection: .last), #"last cell label contains "Nor""#),
        (Locator(label: .not(.equals(""))), #"element label not equal to """#),
        (
            Locator(identifier: "l").selecting(.all).scoping(
                Locator(role: .cell, value: .matches("^x")), relation: .children),
            #"cell value matches /^x/ directly in any of the elements matching "l""#
        ),
    ])
    func descriptions(locator: Locator, said: String) {
        #expect(locator.description == said)
    }

    @Test func aRegularExpressionThatDoesNotCompileIsAProblemAndMatchesNothing() {
        let broken = Locator(label: .matches("("))
        #expect(broken.problem == "'(' is not a regular expression (ICU syntax).")
        #expect(broken.matches(in: Self.screen).isEmpty)
        #expect(TextMatch.matches("(?i)^one$").test("One"))
        #expect(!TextMatch.contains("x").test(nil) && TextMatch.not(.contains("x")).test(nil))
    }
}
