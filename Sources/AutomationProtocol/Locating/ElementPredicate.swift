/// A condition on one element written in Swift, with the words that name it in reports: the predicate form of a
/// query (XCUITest's `NSPredicate`), evaluated by the runner on the tree the app pushed.
///
/// A predicate never travels on the wire: an action on a query that has one acts on the element it found, named
/// exactly (role, identifier, label), so that the app still refuses it if that element changed.
public struct ElementPredicate: Sendable, Hashable, CustomStringConvertible {
    /// How reports name the condition: `has a temperature`.
    public var description: String
    /// Judges one element.
    public var test: @Sendable (Element) -> Bool

    /// A predicate named `description`.
    public init(_ description: String, _ test: @escaping @Sendable (Element) -> Bool) {
        self.description = description
        self.test = test
    }

    /// Two predicates are the same when they are named the same.
    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.description == rhs.description }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(description) }
}
