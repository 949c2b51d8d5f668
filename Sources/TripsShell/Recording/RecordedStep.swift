import AutomationProtocol

/// One thing a session did that a recorded flow repeats (or, for a failed command, says it tried), with the screen it
/// was done on.
struct RecordedStep: Equatable, Sendable {
    /// The element a step acts on or checks: its identifier, and its role as the screen showed it (`nil`: not seen).
    struct Target: Equatable, Sendable {
        var identifier: String
        var role: Role?
    }

    /// The screen a step was done on: its name and title, and the alert's title if one was up.
    struct Place: Equatable, Sendable {
        var name: String
        var title: String
        var alert: String?

        /// A place by its parts.
        init(name: String, title: String, alert: String?) {
            self.name = name
            self.title = title
            self.alert = alert
        }

        /// The place `screen` shows.
        init(_ screen: Screen) {
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
    enum Action: Equatable, Sendable {
        /// `tap ID`.
        case tap(Target)
        /// `type ID TEXT`.
        case type(Target, String)
        /// `clear ID`.
        case clear(Target)
        /// `back`: the alert dismissed, or the screen left.
        case back
        /// `wait ID [SECONDS]`; the timeout when one was given.
        case wait(Target, timeout: Double?)
        /// `expect ID …`.
        case expect(Target, ElementCheck)
        /// `expect screen NAME`.
        case expectScreen(String)
        /// `advance DURATION`.
        case advance(Duration)
        /// A line that failed, or one that cannot be repeated in a flow: only a comment says it was tried.
        case comment(line: String, reason: String)
    }

    /// The screen it was done on.
    var place: Place
    /// What it does.
    var action: Action

    /// Whether this step is code (not only a comment).
    var isCode: Bool {
        if case .comment = action { return false }
        return true
    }

    /// The element the step is about, if any.
    var target: Target? {
        switch action {
        case .tap(let target), .type(let target, _), .clear(let target), .wait(let target, _), .expect(let target, _):
            target
        case .back, .expectScreen, .advance, .comment:
            nil
        }
    }
}
