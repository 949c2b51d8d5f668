import AutomationProtocol

/// Why a tap, a typing or a back could not be done, in words that say what was wrong and what would be right.
public enum DrivingError: Error, Equatable, CustomStringConvertible {
    /// Nothing on the current screen has this identifier.
    case noSuchElement(String, screen: String, suggestions: [String])
    /// The element is on screen but an alert is over it, which `answers` (its controls that act) dismiss.
    case underAlert(String, answers: [String])
    /// More than one element has this identifier.
    case ambiguous(String, count: Int)
    /// The element is disabled; `reason` says why when the screen knows.
    case disabled(String, reason: String?)
    /// Typing or clearing something that is not a text field.
    case notATextField(String, role: Role)
    /// Tapping something that does nothing when tapped (static text, a list).
    case notTappable(String, role: Role)
    /// Back on the first screen, with no alert up.
    case cannotGoBack
    /// Nothing touchable on the current screen matches this locator (described).
    case noMatch(String, screen: String, suggestions: [String])
    /// More than one touchable element matches this locator (described); each match as one short line.
    case ambiguousMatch(String, matches: [String])

    /// The sentence the shell prints and the wire carries.
    public var description: String {
        switch self {
        case .noSuchElement(let identifier, let screen, let suggestions):
            return "No element '\(TextRenderer.quoted(identifier))' on the \(screen) screen."
                + NearestMatches.didYouMean(suggestions)
        case .underAlert(let identifier, let answers):
            let how = answers.isEmpty ? "" : " (\(answers.joined(separator: " or ")))"
            return "'\(identifier)' is under the alert; answer it first\(how)."
        case .ambiguous(let identifier, let count):
            return "'\(identifier)' matches \(count) elements; identifiers must be unique on a screen."
        case .disabled(let identifier, let reason?):
            return "'\(identifier)' is disabled: \(reason)"
        case .disabled(let identifier, nil):
            return "'\(identifier)' is disabled."
        case .notATextField(let identifier, let role):
            return "'\(identifier)' is a \(role.rawValue), not a text field; only text fields take typing."
        case .notTappable(let identifier, let role):
            return "'\(identifier)' is a \(role.rawValue); tapping it does nothing."
        case .cannotGoBack:
            return "Already on the first screen; there is nowhere to go back to."
        case .noMatch(let locator, let screen, let suggestions):
            return "Nothing on the \(screen) screen matches \(locator)." + NearestMatches.didYouMean(suggestions)
        case .ambiguousMatch(let locator, let matches):
            return
                "\(matches.count) elements match \(locator), which must name one: \(matches.joined(separator: "; "))."
        }
    }

    /// The stable code the automation protocol sends.
    public var code: WireError.Code {
        switch self {
        case .noSuchElement, .noMatch: .noSuchElement
        case .ambiguousMatch: .ambiguous
        case .underAlert: .underAlert
        case .ambiguous: .ambiguous
        case .disabled: .disabled
        case .notATextField: .notATextField
        case .notTappable: .notTappable
        case .cannotGoBack: .cannotGoBack
        }
    }

    /// The nearest identifiers, for a mistyped one.
    public var suggestions: [String] {
        switch self {
        case .noSuchElement(_, _, let suggestions), .noMatch(_, _, let suggestions): suggestions
        default: []
        }
    }
}
