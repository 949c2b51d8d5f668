import AutomationProtocol

/// What `expect ID …` checks of an element, at once in the shell and as the matching wait in a recorded flow.
///
/// Elements are looked for as the runner's queries look for them: among those that can be touched now (only the
/// alert's while one is up), so that a check that passes in the shell passes in the flow.
public enum ElementCheck: Equatable, Sendable {
    /// The element is on screen (`exists`, as a wait and the runner say it).
    case exists
    /// The element's label is this text.
    case label(String)
    /// The element's value is this text.
    case value(String)
    /// No such element on screen.
    case gone
    /// The element is on screen and enabled.
    case enabled
    /// The element is on screen and disabled.
    case disabled

    /// The words `expect ID` takes after the identifier, for the parser and completion.
    public static let words = CommandID.conditions.sorted()

    /// The check an `expect` command's arguments name (`check`, and `expected` for a label or a value), or `nil` for
    /// `expect screen` and anything that is no element check.
    public init?(_ arguments: CommandArguments) {
        switch (arguments[.check], arguments[.expected]) {
        case ("exists", nil): self = .exists
        case ("label", let label?): self = .label(label)
        case ("value", let value?): self = .value(value)
        case ("gone", nil): self = .gone
        case ("enabled", nil): self = .enabled
        case ("disabled", nil): self = .disabled
        default: return nil
        }
    }

    // MARK: - Checking

    /// What is wrong with `identifier` on `screen` for this check, or `nil` when it holds.
    public func failure(of identifier: String, on screen: Screen) -> String? {
        let element = screen.touchableElements.first { $0.identifier == identifier }
        let name = "'\(TextRenderer.quoted(identifier))'"
        guard let element else {
            if self == .gone { return nil }
            let nearest = NearestMatches.find(identifier, among: screen.touchableElements.map(\.identifier))
            return "No element \(name) on the \(screen.name) screen.\(NearestMatches.didYouMean(nearest))"
        }
        switch self {
        case .exists:
            return nil
        case .label(let label):
            guard element.label != label else { return nil }
            return
                "The label of \(name) is \"\(TextRenderer.quoted(element.label))\", not \"\(TextRenderer.quoted(label))\"."
        case .value(let value):
            guard element.value != value else { return nil }
            let shown = element.value.map { "\"\(TextRenderer.quoted($0))\"" } ?? "none"
            return "The value of \(name) is \(shown), not \"\(TextRenderer.quoted(value))\"."
        case .gone:
            return "The element \(name) is still on the \(screen.name) screen."
        case .enabled, .disabled:
            guard element.isEnabled != (self == .enabled) else { return nil }
            return "The element \(name) is \(element.isEnabled ? "enabled" : "disabled")."
        }
    }

    /// What held, for the line the shell prints: `weather.temperature has label "61°F"`.
    public func summary(of identifier: String) -> String {
        let name = TextRenderer.quoted(identifier)
        switch self {
        case .exists: return "\(name) is on screen"
        case .label(let label): return "\(name) has label \"\(TextRenderer.quoted(label))\""
        case .value(let value): return "\(name) has value \"\(TextRenderer.quoted(value))\""
        case .gone: return "\(name) is not on screen"
        case .enabled: return "\(name) is enabled"
        case .disabled: return "\(name) is disabled"
        }
    }
}
