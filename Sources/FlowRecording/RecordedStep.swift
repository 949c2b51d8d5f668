import AutomationProtocol

/// One thing a session did that a recorded flow repeats (or, for a failed command, says it tried), with the screen it
/// was done on.
public struct RecordedStep: Equatable, Sendable {
    /// The element a step acts on or checks: its identifier, and its role as the screen showed it (`nil`: not seen).
    public struct Target: Equatable, Sendable {
        /// The element's identifier.
        public var identifier: String
        /// Its role, which picks the runner's query (`cells`, `buttons`).
        public var role: Role?
        /// Its label as the screen showed it, for a page's call that names the element by it (`open("Seattle")`).
        public var label: String?
        /// Which of the screen's elements of its role with that label it was, from 1 in reading order: a page's call
        /// by the label alone reaches the first (a second trip to Bergen is not `open("Bergen")`).
        public var labelOccurrence: Int

        /// A target by its parts.
        public init(identifier: String, role: Role?, label: String? = nil, labelOccurrence: Int = 1) {
            self.identifier = identifier
            self.role = role
            self.label = label
            self.labelOccurrence = labelOccurrence
        }
    }

    /// The screen a step was done on: its name and title, and the alert's title if one was up.
    public struct Place: Equatable, Sendable {
        /// The screen's name (`trip`).
        public var name: String
        /// Its title (`Seattle`).
        public var title: String
        /// The alert's title, if one was up.
        public var alert: String?

        /// A place by its parts.
        public init(name: String, title: String, alert: String?) {
            self.name = name
            self.title = title
            self.alert = alert
        }

        /// The place `screen` shows.
        public init(_ screen: Screen) {
            self.init(name: screen.name, title: screen.title, alert: screen.alert?.label)
        }

        /// The comment that names it: `The trip screen: Seattle`, `The alert over Seattle: Delete Seattle?`.
        var comment: String {
            if let alert { return "The alert over \(title): \(alert)" }
            return "The \(name) screen: \(title)"
        }

        /// The name of a step done on it: its title, or the alert's.
        var stepName: String { alert ?? title }
    }

    /// What the step does.
    public enum Action: Equatable, Sendable {
        /// A command of the table with its arguments, on its element when it has one.
        case command(CommandID, CommandArguments, target: Target?)
        /// A line that failed, or one that cannot be repeated in a flow: only a comment says it was tried.
        case comment(line: String, reason: String)
    }

    /// The screen it was done on.
    public var place: Place
    /// What it does.
    public var action: Action

    /// A step by its parts.
    public init(place: Place, action: Action) {
        self.place = place
        self.action = action
    }

    /// Whether this step is code (not only a comment).
    var isCode: Bool {
        if case .comment = action { return false }
        return true
    }

    /// The element the step is about, if any.
    var target: Target? {
        if case .command(_, _, let target) = action { return target }
        return nil
    }
}
