import AutomationProtocol
import Foundation

/// The elements of one role (or any role) on the app's screen, narrowed by identifier: XCUITest's `XCUIElementQuery`.
public struct ElementQuery: Sendable, CustomStringConvertible {
    let app: Application
    let locator: Locator

    /// `buttons`, `cells matching "trip.seattle"`.
    public var description: String { locator.queryDescription }

    // MARK: - Elements

    /// The one element with this identifier; using it when two match is an error (strict).
    public subscript(identifier: String) -> AppElement {
        element(identifier: identifier, selection: .unique)
    }

    /// The elements of this query with this identifier.
    public func matching(identifier: String) -> ElementQuery {
        var narrowed = locator
        narrowed.identifier = identifier
        return ElementQuery(app: app, locator: narrowed)
    }

    /// The element at `index` in reading order.
    public func element(boundBy index: Int) -> AppElement {
        AppElement(
            app: app, locator: Locator(role: locator.role, identifier: locator.identifier, selection: .index(index)))
    }

    /// The first element in reading order.
    public var firstMatch: AppElement {
        AppElement(app: app, locator: Locator(role: locator.role, identifier: locator.identifier, selection: .first))
    }

    // MARK: - Counting

    /// How many elements match now (after a round trip to the app).
    public var count: Int {
        get async throws {
            let state = try await app.refresh()
            _ = try firstMatch.resolved(in: state)
            return locator.matches(in: state.screen).count
        }
    }

    /// Waits until exactly `expected` elements match, or throws a ``RunnerError`` with the count last seen.
    public func waitForCount(_ expected: Int, timeout: TimeInterval? = nil) async throws {
        let locator = locator
        let expectation = Expectation(
            subject: description,
            expected: "number \(expected)",
            check: { locator.matches(in: $0.screen).count == expected ? .met : .notYet },
            observe: { "\(locator.matches(in: $0.screen).count) matching" })
        _ = try await app.require(expectation, timeout: timeout ?? app.defaultTimeout)
    }

    // MARK: - Private

    private func element(identifier: String, selection: Locator.Selection) -> AppElement {
        AppElement(app: app, locator: Locator(role: locator.role, identifier: identifier, selection: selection))
    }
}

extension Application {
    // MARK: - Queries

    /// Every button.
    public var buttons: ElementQuery { descendants(matching: .button) }
    /// Every static text.
    public var staticTexts: ElementQuery { descendants(matching: .staticText) }
    /// Every text field.
    public var textFields: ElementQuery { descendants(matching: .textField) }
    /// Every cell.
    public var cells: ElementQuery { descendants(matching: .cell) }
    /// Every alert.
    public var alerts: ElementQuery { descendants(matching: .alert) }
    /// Every navigation bar.
    public var navigationBars: ElementQuery { descendants(matching: .navigationBar) }
    /// Every element of any role.
    public var elements: ElementQuery { ElementQuery(app: self, locator: Locator(role: nil)) }

    /// Every element of `role`.
    public func descendants(matching role: Role) -> ElementQuery {
        ElementQuery(app: self, locator: Locator(role: role))
    }
}
