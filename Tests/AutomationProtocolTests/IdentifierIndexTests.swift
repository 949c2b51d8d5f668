import AutomationProtocol
import Testing

/// The identifier index finds what a walk of the screen finds, for every plain identifier locator.
@Suite("Identifier index")
struct IdentifierIndexTests {
    static let screen = Screen(
        name: "s", title: "S",
        elements: [
            Element(
                role: .list, identifier: "list",
                children: [
                    Element(role: .cell, identifier: "row.a", label: "A"),
                    Element(
                        role: .cell, identifier: "row.b",
                        children: [Element(role: .button, identifier: "row.b.delete", label: "Delete")]),
                    Element(role: .cell, identifier: "twice"),
                ]),
            Element(role: .group, identifier: "card", children: [Element(role: .staticText, identifier: "twice")]),
            Element(role: .staticText, identifier: ""),
            Element(role: .button, identifier: "add", label: "Add"),
        ])

    static let identifiers = ["list", "row.a", "row.b", "row.b.delete", "twice", "card", "add", "", "missing"]
    static let roles: [Role?] = [nil, .cell, .button, .list]

    @Test(arguments: [screen, alerted])
    func aPlainIdentifierIsFoundThroughTheIndexAsByAWalk(screen: Screen) {
        let index = IdentifierIndex(screen)
        for identifier in Self.identifiers {
            for role in Self.roles {
                let locator = Locator(role: role, identifier: identifier)
                #expect(
                    locator.resolve(in: screen, index: index) == locator.resolve(in: screen),
                    "\(role.map(\.rawValue) ?? "any") \(identifier)")
            }
        }
    }

    @Test(arguments: [screen, alerted])
    func theDuplicatesAreTheScreens(screen: Screen) {
        #expect(IdentifierIndex(screen).duplicates == screen.duplicateIdentifiers)
    }

    /// The same screen with an alert up: only the alert's elements are touchable.
    static var alerted: Screen {
        var screen = screen
        screen.alert = Element(
            role: .alert, identifier: "alert", label: "Delete?",
            children: [Element(role: .button, identifier: "alert.confirm", label: "Delete")])
        return screen
    }
}
