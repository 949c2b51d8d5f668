import AutomationProtocol

extension Application {
    /// Reads, once, a value the app answers that no screen shows (what it put on a clipboard, what it asked a
    /// network), and throws a reported ``RunnerError`` of kind ``RunnerError/Kind/unexpectedAnswer`` unless it
    /// equals `expected`: its first line names `subject`, the value expected and the one the app answered. A value
    /// the screen shows is waited on instead (``AppElement/waitForLabel(_:timeout:file:line:)-(String,_,_,_)``, …).
    ///
    /// ```swift
    /// try await app.expect("the clipboard", toEqual: "Saved") { try await app.clipboard }
    /// ```
    public func expect<Value: Equatable & Sendable>(
        _ subject: String, toEqual expected: Value, file: String = #filePath, line: Int = #line,
        _ read: () async throws -> Value
    ) async throws {
        try await CallSite.stamp(file, line) {
            let actual = try await read()
            guard actual != expected else { return }
            let (wanted, seen) = (Self.spoken(expected), Self.spoken(actual))
            var error = RunnerError(
                .unexpectedAnswer, "Expected \(subject) to be \(wanted), but the app answered \(seen).")
            error.query = subject
            error.expected = "be \(wanted)"
            error.lastSeen = seen
            error.wanted = .answer(wanted)
            throw report(error, session: nil)
        }
    }

    /// A value as a failure writes it: a text quoted and escaped, `nil` for none, a list's values each so.
    static func spoken(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        if mirror.displayStyle == .optional {
            return mirror.children.first.map { spoken($0.value) } ?? "nil"
        }
        if let text = value as? String { return "\"\(TextRenderer.escaped(text))\"" }
        if mirror.displayStyle == .collection {
            return "[" + mirror.children.map { spoken($0.value) }.joined(separator: ", ") + "]"
        }
        return String(describing: value)
    }
}
