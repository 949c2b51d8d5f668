import AutomationProtocol

/// Which elements a query means and which one of them an element means; resolved against each new state.
///
/// Only touchable elements are searched: while an alert is up, only the alert's (as VoiceOver reads a modal alert).
struct Locator: Sendable, CustomStringConvertible {
    /// Which of the matching elements.
    enum Selection: Sendable {
        /// The only one; two is an error (strict).
        case unique
        /// The first in reading order.
        case first
        /// The one at this index in reading order.
        case index(Int)
    }

    /// What a locator finds in one state.
    enum Resolution: Sendable {
        /// Exactly the element meant.
        case found(Element)
        /// Nothing.
        case missing
        /// More than one element for a unique selection; the count.
        case ambiguous(Int)
    }

    /// The role to match, or any role when `nil`.
    var role: Role?
    /// The identifier to match, or any when `nil`.
    var identifier: String?
    /// Which match.
    var selection: Selection = .unique

    /// Every matching element of the screen, in reading order.
    func matches(in screen: Screen) -> [Element] {
        screen.touchableElements.filter { element in
            (role == nil || element.role == role) && (identifier == nil || element.identifier == identifier)
        }
    }

    /// The element meant, in this screen.
    func resolve(in screen: Screen) -> Resolution {
        let matches = matches(in: screen)
        switch selection {
        case .unique:
            if matches.count > 1 { return .ambiguous(matches.count) }
            return matches.first.map(Resolution.found) ?? .missing
        case .first:
            return matches.first.map(Resolution.found) ?? .missing
        case .index(let index):
            return matches.indices.contains(index) ? .found(matches[index]) : .missing
        }
    }

    /// `button "trip.seattle"`, `first cell`, `static texts matching "x" [2]`.
    var description: String {
        let kind = role?.spokenName ?? "element"
        switch (selection, identifier) {
        case (.unique, let identifier?): return "\(kind) \"\(identifier)\""
        case (.unique, nil): return "the only \(kind)"
        case (.first, let identifier?): return "first \(kind) \"\(identifier)\""
        case (.first, nil): return "first \(kind)"
        case (.index(let index), let identifier?): return "\(kind) \"\(identifier)\" [\(index)]"
        case (.index(let index), nil): return "\(kind) [\(index)]"
        }
    }

    /// `buttons`, `cells matching "x"`: the query without a selection.
    var queryDescription: String {
        let kinds = role.map { "\($0.spokenName)s" } ?? "elements"
        return identifier.map { "\(kinds) matching \"\($0)\"" } ?? kinds
    }
}

extension Role {
    /// How a person says the role: `static text`, `navigation bar`.
    var spokenName: String {
        switch self {
        case .navigationBar: "navigation bar"
        case .button: "button"
        case .staticText: "static text"
        case .textField: "text field"
        case .cell: "cell"
        case .list: "list"
        case .group: "group"
        case .alert: "alert"
        }
    }
}
