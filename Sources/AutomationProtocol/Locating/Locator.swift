/// A serializable description of a query: which elements it means (role, identifier, label, value, what they
/// contain, where they sit) and which one of them an element means (the only one, the first, the last, one by index).
///
/// The runner resolves a locator in the tree the app pushed to wait on it, and sends it to the app to act on it:
/// the app resolves the same locator in its own live tree with the same code (``matches(in:)-(Screen)``), checks that the
/// element can take the action and performs it in one turn of its main actor, so nothing changes in between.
///
/// On the wire (protocol version 2), for instance the last suggestion that mentions Oranges:
/// `{"role":"cell","label":{"contains":"Oranges"},"within":{"identifier":"search.suggestions"},"relation":"children","match":"last"}`.
public struct Locator: Sendable, Hashable {
    /// Where the elements sit relative to ``within``.
    public enum Relation: String, Sendable, Hashable, CaseIterable {
        /// Anywhere below (the default).
        case descendants
        /// Directly below.
        case children
    }

    /// Which of the matching elements is meant.
    public enum Selection: Sendable, Hashable {
        /// The only one; several is an error (strict), which names them.
        case unique
        /// The first in reading order.
        case first
        /// The last in reading order.
        case last
        /// The one at this index in reading order, from 0.
        case index(Int)
        /// All of them: a query rather than one element; only a scope (``within``) may mean all.
        case all
    }

    /// The role to match; any role when `nil`.
    public var role: Role?
    /// The identifier to match exactly; any when `nil`.
    public var identifier: String?
    /// How the label must match; any label when `nil`.
    public var label: TextMatch?
    /// How the value must match; any value (or none) when `nil`.
    public var value: TextMatch?
    /// Each of these must match some element below the one matched (its role, identifier, label, value and what it
    /// contains; a scope or selection of theirs is not used): XCUITest's `containing(_:identifier:)`.
    public var containing: [Locator] = []
    /// A condition in Swift, checked by the runner only; see ``ElementPredicate``.
    public var predicate: ElementPredicate?
    /// How the elements sit relative to ``within``.
    public var relation: Relation = .descendants
    /// Which match.
    public var selection: Selection = .unique
    /// The scope, stored as an array so that the value can hold one of its own type.
    private var scope: [Locator] = []

    /// Makes a locator; with no arguments it matches every touchable element.
    public init(
        role: Role? = nil, identifier: String? = nil, label: TextMatch? = nil, value: TextMatch? = nil,
        selection: Selection = .unique
    ) {
        self.role = role
        self.identifier = identifier
        self.label = label
        self.value = value
        self.selection = selection
    }

    /// The elements (by their own selection) below which this locator looks; the whole touchable screen when `nil`.
    public var within: Locator? {
        get { scope.first }
        set { scope = newValue.map { [$0] } ?? [] }
    }

    // MARK: - Narrowing

    /// The same locator meaning another of its matches.
    public func selecting(_ selection: Selection) -> Locator {
        var copy = self
        copy.selection = selection
        return copy
    }

    /// Elements matching `filter` below the ones this locator means (`.all` of them when it is a query).
    public func scoping(_ filter: Locator, relation: Relation) -> Locator {
        var scoped = filter
        scoped.within = self
        scoped.relation = relation
        return scoped
    }

    /// Whether the locator is an identifier and at most a role: the element the identifier names, which errors name
    /// by its identifier alone (`'form.save' is disabled`).
    public var isPlainIdentifier: Bool {
        guard let identifier else { return false }
        return self == Locator(role: role, identifier: identifier)
    }

    /// Whether the locator can travel on the wire: it has no predicate, nor has its scope or what it contains.
    public var isSerializable: Bool {
        predicate == nil && scope.allSatisfy(\.isSerializable) && containing.allSatisfy(\.isSerializable)
    }

    /// Why the locator cannot be resolved (a regular expression that does not compile, a scope that is a single
    /// `all`), or `nil` when it can.
    public var problem: String? {
        if let problem = label?.problem ?? value?.problem { return problem }
        if let problem = within?.problem ?? containing.lazy.compactMap(\.problem).first { return problem }
        if case .index(let index) = selection, index < 0 { return "A match index counts from 0; it is \(index)." }
        return nil
    }
}
