/// Where each identifier is among a screen's touchable elements (the alert's while one is up): the path of indices
/// down to the one element that shows it, and which identifiers show more than once. Built in one walk of the screen,
/// it finds an element by identifier without walking again: a driver keeps one per state and re-checks every waiting
/// condition on every state, so on a list of 1,000 rows that is the difference between one lookup and 1,000 visits.
public struct IdentifierIndex: Sendable, Equatable {
    /// The path (as ``LocatedElement/path``) of each identifier shown once; empty identifiers are left out.
    private var paths: [String: [Int]] = [:]
    /// The identifiers shown more than once, sorted: ``Screen/duplicateIdentifiers``.
    public private(set) var duplicates: [String] = []

    /// The index of an empty screen.
    public init() {}

    /// The index of `screen`'s touchable elements.
    public init(_ screen: Screen) {
        var seen: [String: [Int]] = [:]
        var twice = Set<String>()
        var path: [Int] = []
        func walk(_ elements: [Element]) {
            for index in elements.indices {
                path.append(index)
                let identifier = elements[index].identifier
                if !identifier.isEmpty, seen.updateValue(path, forKey: identifier) != nil { twice.insert(identifier) }
                walk(elements[index].children)
                path.removeLast()
            }
        }
        walk(screen.touchableRoots)
        for identifier in twice { seen[identifier] = nil }
        paths = seen
        duplicates = twice.sorted()
    }

    /// The one element showing `identifier` among `screen`'s touchable elements; `nil` when none does or several do
    /// (see ``duplicates``).
    public func element(_ identifier: String, in screen: Screen) -> LocatedElement? {
        guard let path = paths[identifier] else { return nil }
        var elements = screen.touchableRoots
        var element: Element?
        for index in path {
            guard elements.indices.contains(index) else { return nil }
            element = elements[index]
            elements = elements[index].children
        }
        return element.map { LocatedElement(element: $0, path: path) }
    }
}

extension Screen {
    /// The roots of the touchable elements: the alert while one is up, otherwise the elements.
    var touchableRoots: [Element] {
        alert.map { [$0] } ?? elements
    }
}
