import AutomationProtocol
import Foundation

extension ElementQuery {
    // MARK: - Counting

    /// How many elements match now (after a round trip to the app).
    public var count: Int {
        get async throws {
            let state = try await app.refresh()
            _ = try firstMatch.resolved(in: state)
            return locator.count(in: state.screen)
        }
    }

    /// Waits until exactly `expected` elements match, or throws a ``RunnerError`` with the count last seen.
    public func waitForCount(_ expected: Int, timeout: TimeInterval? = nil, file: String = #filePath, line: Int = #line)
        async throws
    {
        try await CallSite.stamp(file, line) {
            try await waitForCount(.equals(expected), timeout: timeout, file: file, line: line)
        }
    }

    /// Waits until the number of matching elements matches (`.equals`, `.atLeast`, `.atMost`, `.not`), or throws a
    /// ``RunnerError`` with the count last seen; false while the app is settled, it fails at once.
    public func waitForCount(
        _ expected: CountMatch, timeout: TimeInterval? = nil, file: String = #filePath, line: Int = #line
    ) async throws {
        try await CallSite.stamp(file, line) {
            let locator = locator
            let expectation = Expectation(
                subject: description,
                expected: "number \(expected)",
                wanted: .count(expected),
                check: { state, _ in expected.test(locator.count(in: state.screen)) ? .met : .notYet },
                observe: { "\(locator.count(in: $0.screen)) matching" },
                see: { .matching(locator.count(in: $0.screen)) },
                target: locator.isSerializable ? locator : nil)
            _ = try await app.require(expectation, timeout: timeout ?? app.defaultTimeout)
        }
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
    /// Every list.
    public var lists: ElementQuery { descendants(matching: .list) }
    /// Every group.
    public var groups: ElementQuery { descendants(matching: .group) }
    /// Every alert.
    public var alerts: ElementQuery { descendants(matching: .alert) }
    /// Every navigation bar.
    public var navigationBars: ElementQuery { descendants(matching: .navigationBar) }
    /// Every element of any role.
    public var elements: ElementQuery { ElementQuery(app: self, locator: Locator()) }

    /// Every element of `role`.
    public func descendants(matching role: Role) -> ElementQuery {
        ElementQuery(app: self, locator: Locator(role: role))
    }
}
