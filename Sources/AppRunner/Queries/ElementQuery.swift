import AutomationProtocol
import Foundation

/// The elements of one role (or any role) on the app's screen, narrowed by identifier, label, value, a predicate,
/// what they contain and where they sit: XCUITest's `XCUIElementQuery`.
///
/// A query is a `Locator` that means all of its matches; its elements (``subscript(_:)``, ``firstMatch``,
/// ``lastMatch``, ``element(boundBy:)``, ``allElements``) each mean one of them, resolved anew on every state.
public struct ElementQuery: Sendable, CustomStringConvertible {
    let app: Application
    /// What the query matches; its selection is `Locator.Selection.all`.
    public let locator: Locator

    init(app: Application, locator: Locator) {
        self.app = app
        self.locator = locator.selecting(.all)
    }

    /// `buttons`, `cells matching "row.first"`, `cells label contains "Oslo" in list "newItem.suggestions"`.
    public var description: String { locator.queryDescription }

    // MARK: - Elements

    /// The one element with this identifier; using it when two match is an error (strict).
    public subscript(identifier: String) -> AppElement {
        var narrowed = locator
        narrowed.identifier = identifier
        return AppElement(app: app, locator: narrowed.selecting(.unique))
    }

    /// The one element of this query; using it when several match is an error that names them (strict).
    public var element: AppElement {
        AppElement(app: app, locator: locator.selecting(.unique))
    }

    /// The element at `index` in reading order.
    public func element(boundBy index: Int) -> AppElement {
        AppElement(app: app, locator: locator.selecting(.index(index)))
    }

    /// The first element in reading order.
    public var firstMatch: AppElement {
        AppElement(app: app, locator: locator.selecting(.first))
    }

    /// The last element in reading order.
    public var lastMatch: AppElement {
        AppElement(app: app, locator: locator.selecting(.last))
    }

    /// Every element that matches now (after a round trip to the app), each bound by its index.
    public var allElements: [AppElement] {
        get async throws {
            (0..<(try await count)).map(element(boundBy:))
        }
    }

    // MARK: - Narrowing

    /// The elements of this query with this identifier.
    public func matching(identifier: String) -> ElementQuery {
        narrowed { $0.identifier = identifier }
    }

    /// The elements of this query whose label is exactly `label`.
    public func matching(label: String) -> ElementQuery {
        matching(label: .equals(label))
    }

    /// The elements of this query whose label matches: `.equals`, `.contains`, `.matches` (a regular expression),
    /// `.not`.
    public func matching(label: TextMatch) -> ElementQuery {
        narrowed { $0.label = label }
    }

    /// The elements of this query whose value matches.
    public func matching(value: TextMatch) -> ElementQuery {
        narrowed { $0.value = value }
    }

    /// The elements of this query for which `predicate` holds, judged by the runner on the tree the app pushed;
    /// `description` names it in failures (`where has a temperature`).
    public func matching(
        _ description: String, where predicate: @escaping @Sendable (Element) -> Bool
    ) -> ElementQuery {
        narrowed { $0.predicate = ElementPredicate(description, predicate) }
    }

    /// The elements of this query with an element of `role` below them (with `identifier`, when given).
    public func containing(_ role: Role, identifier: String? = nil) -> ElementQuery {
        containing(ElementQuery(app: app, locator: Locator(role: role, identifier: identifier)))
    }

    /// The elements of this query with an element below them that `query` matches (its conditions, not its scope).
    public func containing(_ query: ElementQuery) -> ElementQuery {
        narrowed { $0.containing.append(query.locator) }
    }

    // MARK: - Scoping

    /// The elements of `role` anywhere below the elements of this query.
    public func descendants(matching role: Role) -> ElementQuery {
        ElementQuery(app: app, locator: locator.scoping(Locator(role: role), relation: .descendants))
    }

    /// The elements of `role` directly below the elements of this query.
    public func children(matching role: Role) -> ElementQuery {
        ElementQuery(app: app, locator: locator.scoping(Locator(role: role), relation: .children))
    }

    // MARK: - Private

    private func narrowed(_ change: (inout Locator) -> Void) -> ElementQuery {
        var narrowed = locator
        change(&narrowed)
        return ElementQuery(app: app, locator: narrowed)
    }
}
