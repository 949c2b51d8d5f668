import AutomationKit
import Testing

/// The kit's back button for a navigation bar: the button a driver finds as `nav.back`, labelled with the screen it
/// goes back to, and wired to the app's pop.
@MainActor
@Suite("A navigation bar's back button")
struct BackButtonTests {
    /// A pushed screen whose bar holds the kit's back button, which counts its taps in `popped`.
    private func pushedScreen(_ popped: @escaping @MainActor () -> Void) -> ControlScreen {
        ControlScreen(
            name: "item", title: "Apples",
            controls: [
                .container(.navigationBar, "item.navigation", "Apples", [.backButton("Groceries", action: popped)])
            ])
    }

    @Test func itIsAButtonInTheBarNamedAsEveryBackButtonIs() throws {
        let screen = pushedScreen {}
        let bar = try #require(screen.screen.elements.first)
        #expect(bar.role == .navigationBar)
        let back = try #require(bar.children.first)
        #expect(back.role == .button)
        #expect(back.identifier == "nav.back")
        #expect(back.identifier == Control.backButtonIdentifier)
        #expect(back.label == "Groceries")
        #expect(back.isEnabled)
    }

    @Test func tappingItRunsTheAppsPop() throws {
        var pops = 0
        let screen = pushedScreen { pops += 1 }
        try screen.perform(.tap, on: Locator(identifier: "nav.back"))
        #expect(pops == 1)
    }

    @Test func aScreenWithTwoBarsNamesItsSecondBack() throws {
        let back = Control.backButton("Groceries", identifier: "sheet.back") {}
        #expect(back.element.identifier == "sheet.back")
        #expect(back.declaration.line == #line - 2)
    }
}
