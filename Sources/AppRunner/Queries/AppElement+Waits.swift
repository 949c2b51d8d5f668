import AutomationProtocol
import Foundation

extension AppElement {
    // MARK: - Waiting, as XCUITest does

    /// Waits until the element is on screen: `true` as soon as it is, `false` at the deadline, or at once when the app
    /// is settled without it (it cannot appear). Throws when the app ends or the identifier is ambiguous.
    ///
    /// - Parameters:
    ///   - timeout: seconds; ``Application/defaultTimeout`` when `nil`.
    ///   - file: the flow's file, which a failure names; the caller's, by default.
    ///   - line: the flow's line, which a failure names; the caller's, by default.
    public func waitForExistence(timeout: TimeInterval? = nil, file: String = #filePath, line: Int = #line) async throws
        -> Bool
    {
        return try await CallSite.stamp(file, line) {
            try await app.probe(presence("exist", wanted: true), timeout: timeout ?? app.defaultTimeout)
        }
    }

    /// Waits until the element is gone: `true` as soon as it is, `false` at the deadline or when it cannot go.
    public func waitForNonExistence(timeout: TimeInterval? = nil, file: String = #filePath, line: Int = #line)
        async throws -> Bool
    {
        return try await CallSite.stamp(file, line) {
            try await app.probe(presence("disappear", wanted: false), timeout: timeout ?? app.defaultTimeout)
        }
    }

    // MARK: - Waiting assertions: they throw a RunnerError that shows the screen

    /// Waits until the element is on screen, or throws a ``RunnerError`` with what was last seen and the screen.
    public func requireExistence(timeout: TimeInterval? = nil, file: String = #filePath, line: Int = #line) async throws
    {
        try await CallSite.stamp(file, line) {
            _ = try await app.require(presence("exist", wanted: true), timeout: timeout ?? app.defaultTimeout)
        }
    }

    /// Waits until the element is gone, or throws a ``RunnerError``.
    public func requireNonExistence(timeout: TimeInterval? = nil, file: String = #filePath, line: Int = #line)
        async throws
    {
        try await CallSite.stamp(file, line) {
            _ = try await app.require(presence("disappear", wanted: false), timeout: timeout ?? app.defaultTimeout)
        }
    }

    /// Waits until the element's label is `label`, or throws a ``RunnerError``.
    public func waitForLabel(_ label: String, timeout: TimeInterval? = nil, file: String = #filePath, line: Int = #line)
        async throws
    {
        try await CallSite.stamp(file, line) {
            let expected = "have label \"\(TextRenderer.escaped(label))\""
            _ = try await app.require(
                expectation(expected, wanted: .label(.equals(label))) { element, _ in element?.label == label },
                timeout: timeout ?? app.defaultTimeout)
        }
    }

    /// Waits until the element's label matches (`.equals`, `.contains`, `.matches`, `.not`), or throws a
    /// ``RunnerError``; false while the app is settled, it fails at once with the screen.
    public func waitForLabel(
        _ match: TextMatch, timeout: TimeInterval? = nil, file: String = #filePath, line: Int = #line
    ) async throws {
        try await CallSite.stamp(file, line) {
            try refuseIfInvalid(match)
            _ = try await app.require(
                expectation("have label \(match)", wanted: .label(match)) { element, _ in
                    element.map { match.test($0.label) } ?? false
                },
                timeout: timeout ?? app.defaultTimeout)
        }
    }

    /// Waits until the element's value matches (a missing value matches only `.not`), or throws a ``RunnerError``.
    public func waitForValue(
        _ match: TextMatch, timeout: TimeInterval? = nil, file: String = #filePath, line: Int = #line
    ) async throws {
        try await CallSite.stamp(file, line) {
            try refuseIfInvalid(match)
            _ = try await app.require(
                expectation("have value \(match)", wanted: .value(match)) { element, _ in
                    element.map { match.test($0.value) } ?? false
                },
                timeout: timeout ?? app.defaultTimeout)
        }
    }

    /// Waits until the element's value is `value`, or throws a ``RunnerError``.
    public func waitForValue(
        _ value: String?, timeout: TimeInterval? = nil, file: String = #filePath, line: Int = #line
    ) async throws {
        try await CallSite.stamp(file, line) {
            let expected = value.map { "have value \"\(TextRenderer.escaped($0))\"" } ?? "have no value"
            _ = try await app.require(
                expectation(expected, wanted: .value(value.map(TextMatch.equals))) { element, _ in
                    element != nil && element?.value == value
                },
                timeout: timeout ?? app.defaultTimeout)
        }
    }

    /// Waits until the element is on screen and enabled (or, with `false`, disabled), or throws a ``RunnerError``.
    public func waitForEnabled(
        _ enabled: Bool = true, timeout: TimeInterval? = nil, file: String = #filePath, line: Int = #line
    ) async throws {
        try await CallSite.stamp(file, line) {
            _ = try await app.require(
                expectation(enabled ? "be enabled" : "be disabled", wanted: .enabled(enabled)) { element, _ in
                    element?.isEnabled == enabled
                },
                timeout: timeout ?? app.defaultTimeout)
        }
    }

    /// Waits until the element is on screen, disabled, and says `reason` for it (``disabledReason``), or throws a
    /// ``RunnerError`` whose first line names the reason expected and the element last seen, with its own reason
    /// when it is disabled (`button save "Save" [disabled: Enter a name.]`).
    public func waitForDisabled(
        because reason: String, timeout: TimeInterval? = nil, file: String = #filePath, line: Int = #line
    ) async throws {
        try await CallSite.stamp(file, line) {
            let expected = "be disabled because \"\(TextRenderer.escaped(reason))\""
            _ = try await app.require(
                expectation(expected, wanted: .disabledBecause(reason)) { element, _ in
                    element?.isEnabled == false && element?.disabledReason == reason
                },
                timeout: timeout ?? app.defaultTimeout)
        }
    }

    /// A match whose regular expression does not compile fails at once, saying so, rather than waiting for what no
    /// text can match.
    private func refuseIfInvalid(_ match: TextMatch) throws {
        guard let problem = match.problem else { return }
        var error = RunnerError(.invalidQuery, "Cannot wait on \(description): \(problem)")
        error.query = description
        throw error
    }
}
