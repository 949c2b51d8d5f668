/// A state as an update or a response carries it (protocol version 3): its number, what the app is doing, and its
/// screen as whatever is cheapest to say: what changed since the state before, the name of an earlier state showing
/// the same screen, or the whole screen.
public struct StateUpdate: Sendable, Hashable {
    /// As ``AppState/sequence``: grows by one each time the app sends a state that differs from the one before.
    public var sequence: Int
    /// What the app is doing; always whole (it is three small fields).
    public var activity: Activity
    /// The screen, whole or relative to what the driver holds.
    public var screen: ScreenUpdate
    /// The lines the app logged since the message before this one, oldest first (its decisions at debug level:
    /// `cache: row.first, age 0 s, fresh`); empty, and left out on the wire, when it logged none.
    public var log: [String]

    /// Makes an update.
    public init(sequence: Int, activity: Activity, screen: ScreenUpdate, log: [String] = []) {
        self.sequence = sequence
        self.activity = activity
        self.screen = screen
        self.log = log
    }

    /// The whole `state`.
    public init(whole state: AppState) {
        self.init(sequence: state.sequence, activity: state.activity, screen: .whole(state.screen))
    }
}

/// How a ``StateUpdate`` says its screen.
public enum ScreenUpdate: Sendable, Hashable {
    /// The whole screen.
    case whole(Screen)
    /// The screen of the earlier state `sequence`, one of those a driver keeps (``ScreenHistory``).
    case sameAs(sequence: Int)
    /// The screen of the state `base`, the state the app sent just before, with `changes` applied in order; with none,
    /// that screen as it is.
    case changed(base: Int, changes: [ScreenChange])

    /// Whether a driver keeps the resulting screen in its ``ScreenHistory``: it came whole, by name, or changed.
    public var isKept: Bool {
        if case .changed(_, let changes) = self { !changes.isEmpty } else { true }
    }
}
