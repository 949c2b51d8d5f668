import AutomationProtocol
import Testing

@testable import TripsShell

/// A screen shown again prints the text rendered before; a changed one is rendered anew.
@MainActor
@Suite("Rendered screens")
struct RenderedScreensTests {
    @Test func aScreenIsRenderedOnceAndAChangedOneAgain() {
        let rendered = RenderedScreens()
        var screen = Screen(name: "trips", title: "Trips", elements: [Element(role: .button, identifier: "a")])
        #expect(rendered.text(of: screen) == TextRenderer.render(screen))
        #expect(rendered.text(of: screen) == TextRenderer.render(screen))
        screen.elements[0].label = "Changed"
        #expect(rendered.text(of: screen) == TextRenderer.render(screen))
        #expect(rendered.text(of: screen).contains("Changed"))
    }
}
