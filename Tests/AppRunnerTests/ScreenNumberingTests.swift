import AutomationProtocol
import Testing

@testable import AppRunner

/// A trace stores each distinct screen once, numbered in the order the steps left them.
@Suite("Numbering a trace's screens")
struct ScreenNumberingTests {
    private static func list(_ labels: [String]) -> Screen {
        Screen(
            name: "trips", title: "Trips",
            elements: [
                Element(
                    role: .list, identifier: "trips.list",
                    children: labels.map { Element(role: .cell, identifier: "trip.\($0.lowercased())", label: $0) })
            ])
    }

    @Test func aScreenLeftAgainKeepsItsNumberAndANewOneGetsTheNext() {
        var numbering = ScreenNumbering()
        let first = Self.list(["Seattle", "Bergen"])
        let second = Self.list(["Seattle"])
        let firstAgain = Self.list(["Seattle", "Bergen"])  // equal, built apart
        let numbers = [first, first, second, firstAgain, second].map { numbering.number(of: $0) }
        #expect(numbers == [0, 0, 1, 0, 1])
        #expect(numbering.screens == [TextRenderer.render(first), TextRenderer.render(second)])
        #expect(numbering.number(of: nil) == nil, "a step that left no screen")
    }
}
