import AutomationProtocol

/// A condition on the app's state, with the words to report it: what is looked at and what is expected of it.
struct Expectation: Sendable {
    /// The query looked at, as in `button "row.first"`.
    var subject: String
    /// What is expected, completing "waiting for <subject> to …": `exist`, `have label "Saved"`.
    var expected: String
    /// The same as a value, for a program reading the failure.
    var wanted: RunnerError.Wanted
    /// Judges one state, given its index.
    var check: @Sendable (AppState, IdentifierIndex) -> Verdict
    /// What a state shows of the subject, for "last seen".
    var observe: @Sendable (AppState) -> String
    /// Identifiers on screen near the one looked for, when it is missing ("did you mean").
    var suggest: @Sendable (AppState) -> [String] = { _ in [] }
    /// What a state shows of the subject as a value, when it is an element: for a program reading the failure.
    var see: @Sendable (AppState) -> RunnerError.Seen? = { _ in nil }
    /// The subject as a value, when it is one locator the wire can carry.
    var target: Locator?

    /// `for button "button.save" to exist`, or, with no subject, `until the list has loaded`.
    var waitingFor: String {
        subject.isEmpty ? "until \(expected)" : "for \(subject) to \(expected)"
    }

    /// The same expectation that also fails on a screen with duplicate identifiers, unless they are allowed.
    func strict(allowingDuplicates: Bool) -> Expectation {
        guard !allowingDuplicates else { return self }
        var strict = self
        let check = self.check
        strict.check = { state, index in Self.broken(byDuplicates: index.duplicates) ?? check(state, index) }
        return strict
    }

    /// What a screen showing `duplicates` (identifiers more than once among its touchable elements) makes of any
    /// strict expectation: broken; `nil` when there are none.
    static func broken(byDuplicates duplicates: [String]) -> Verdict? {
        guard !duplicates.isEmpty else { return nil }
        return .broken(
            .duplicateIdentifiers, "The screen shows duplicate identifiers: \(duplicates.joined(separator: ", ")).")
    }
}
