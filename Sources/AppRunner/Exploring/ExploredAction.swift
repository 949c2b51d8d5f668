import AutomationProtocol

/// One thing the explorer does to an app: a tap, text typed into a field, back, the driver's clock moved, or a
/// relaunch that keeps the app's data. The explorer's map, its walks and the flows it writes are lists of these.
public enum ExploredAction: Sendable, Hashable, CustomStringConvertible {
    /// Tap the element with this identifier and role.
    case tap(String, role: Role)
    /// Replace the text of the text field with this identifier by `text`.
    case type(String, text: String)
    /// Dismiss the alert, or go back one screen.
    case back
    /// Move the driver's clock forward.
    case advanceClock(milliseconds: Int)
    /// End the app and launch it again with the same arguments and environment, so that it keeps its data.
    case relaunch

    /// `tap button home.next`, `type home.name "Zürich"`, `back`, `advance 1000 ms`, `relaunch`: how maps, reports
    /// and shrunk walks name the action.
    public var description: String {
        switch self {
        case .tap(let identifier, let role): "tap \(role.rawValue) \(identifier)"
        case .type(let identifier, let text): "type \(identifier) \(Self.quoted(text))"
        case .back: "back"
        case .advanceClock(let milliseconds): "advance \(milliseconds) ms"
        case .relaunch: "relaunch"
        }
    }

    /// The identifier of the control the action touches, if it touches one.
    public var identifier: String? {
        switch self {
        case .tap(let identifier, _), .type(let identifier, _): identifier
        case .back, .advanceClock, .relaunch: nil
        }
    }

    /// The protocol command that carries the action out; `nil` for a relaunch, which is the runner's own.
    var command: Command? {
        switch self {
        case .tap(let identifier, let role): .tap(Locator(role: role, identifier: identifier))
        case .type(let identifier, let text): .replace(Locator(role: .textField, identifier: identifier), text: text)
        case .back: .back
        case .advanceClock(let milliseconds): .advanceClock(milliseconds: milliseconds)
        case .relaunch: nil
        }
    }

    /// A text quoted for a one-line description, long texts cut so that a line stays readable.
    private static func quoted(_ text: String) -> String {
        let shown = text.count > 24 ? String(text.prefix(20)) + "…(\(text.count) characters)" : text
        return "\"\(shown)\""
    }
}
