/// Everything shown at one moment: the top screen of the navigation stack and, over it, an alert if one is up.
public struct Screen: Sendable, Hashable {
    /// The screen's name: `main`, `detail`, `newItem`.
    public var name: String
    /// The title a person reads at the top.
    public var title: String
    /// The screen's elements, in reading order.
    public var elements: [Element]
    /// The alert over the screen, if any. While it is up only its elements can be touched.
    public var alert: Element?

    /// Makes a screen.
    public init(name: String, title: String, elements: [Element], alert: Element? = nil) {
        self.name = name
        self.title = title
        self.elements = elements
        self.alert = alert
    }

    /// The elements that can be touched now: the alert's while one is up, otherwise the screen's; depth first.
    public var touchableElements: [Element] {
        if let alert { return alert.allElements }
        return elements.flatMap(\.allElements)
    }

    /// Every element on screen, alert first, depth first.
    public var allElements: [Element] {
        (alert?.allElements ?? []) + elements.flatMap(\.allElements)
    }

    /// Identifiers that appear more than once among the touchable elements, sorted; a well-formed screen has none.
    public var duplicateIdentifiers: [String] {
        // Walked in place, with no array of the elements made: a wait checks it in every state the app pushes.
        var seen = Set<String>()
        var duplicates = Set<String>()
        func walk(_ element: Element) {
            if !element.identifier.isEmpty, !seen.insert(element.identifier).inserted {
                duplicates.insert(element.identifier)
            }
            for child in element.children { walk(child) }
        }
        if let alert { walk(alert) } else { elements.forEach(walk) }
        return duplicates.sorted()
    }
}
