/// Both ends of a stream of states: the app turns each state it sends into the cheapest ``StateUpdate`` that says it
/// (``encode(screen:activity:whole:)``), and a driver turns each update back into the whole state
/// (``apply(_:)``). Each keeps the same ``ScreenHistory`` by the same rule.
public struct StateTracker: Sendable {
    /// The latest state sent, or applied.
    public private(set) var latest: AppState?
    private var history = ScreenHistory()
    /// A copy of the latest screen in lists of its own, and the state it is the screen of: the next change applies to
    /// it in place instead of copying the lists it changes, which the latest state and the kept screens share.
    private var copyAhead: (sequence: Int, screen: Screen)?

    /// A tracker that has seen no state yet.
    public init() {}

    // MARK: - The app's end

    /// The state to send for `screen` and `activity`: a new sequence number when either differs from the latest
    /// state's; the screen whole when `whole` (the hello, `fullState`) or when nothing shorter says it.
    public mutating func encode(screen: Screen, activity: Activity, whole: Bool = false) -> StateUpdate {
        guard let latest else {
            return record(StateUpdate(sequence: 1, activity: activity, screen: .whole(screen)), screen)
        }
        let screenChanged = latest.screen != screen
        let sequence = latest.sequence + (screenChanged || latest.activity != activity ? 1 : 0)
        let update: ScreenUpdate =
            if whole {
                .whole(screen)
            } else if !screenChanged {
                .changed(base: latest.sequence, changes: [])
            } else if let earlier = history.sequence(showing: screen) {
                .sameAs(sequence: earlier)
            } else if let changes = latest.screen.changes(to: screen) {
                .changed(base: latest.sequence, changes: changes)
            } else {
                .whole(screen)
            }
        return record(StateUpdate(sequence: sequence, activity: activity, screen: update), screen)
    }

    /// Whether `screen` and `activity` differ from the latest state sent.
    public func differs(screen: Screen, activity: Activity) -> Bool {
        latest?.screen != screen || latest?.activity != activity
    }

    // MARK: - The driver's end

    /// The whole state `update` says, given the states before it; throws when it cannot be worked out (it changes
    /// or names a state this tracker does not hold), and the driver must ask for `fullState`.
    public mutating func apply(_ update: StateUpdate) throws(NotApplicable) -> AppState {
        let screen: Screen
        var ahead = copyAhead.take()  // held on only through a state that shows the same screen
        switch update.screen {
        case .whole(let whole): screen = whole
        case .sameAs(let earlier):
            guard let kept = history.screen(of: earlier) else { throw NotApplicable(reason: "no screen of \(earlier)") }
            screen = kept
        case .changed(let base, let changes):
            guard let latest, latest.sequence == base else {
                throw NotApplicable(reason: "changes to \(base), but the state held is \(latest?.sequence ?? 0)")
            }
            if ahead?.sequence != base { ahead = nil }
            do {
                if changes.isEmpty {
                    screen = latest.screen
                    copyAhead = ahead.map { (update.sequence, $0.screen) }
                } else if var held = ahead.take() {
                    try held.screen.apply(changes)  // in place: nothing else holds the copy's lists
                    screen = held.screen
                } else {
                    screen = try latest.screen.applying(changes)
                }
            } catch {
                throw NotApplicable(reason: error.description)
            }
        }
        record(update, screen)
        return AppState(sequence: update.sequence, screen: screen, activity: update.activity)
    }

    /// The latest screen and its state's sequence when no copy ahead is held for it: what to copy, away from the
    /// path of the next change (``Screen/unshared()``), and give back to ``keepCopyAhead(_:of:)``.
    public var screenToCopyAhead: (sequence: Int, screen: Screen)? {
        guard let latest, copyAhead?.sequence != latest.sequence else { return nil }
        return (latest.sequence, latest.screen)
    }

    /// Keeps `copy`, a copy of the screen of state `sequence` in lists of its own, for the next change to apply to in
    /// place; dropped unless that state is still the latest.
    public mutating func keepCopyAhead(_ copy: Screen, of sequence: Int) {
        guard latest?.sequence == sequence else { return }
        copyAhead = (sequence, copy)
    }

    /// The whole state of the hello, or of any message that carries one.
    public mutating func start(from state: AppState) {
        record(StateUpdate(whole: state), state.screen)
    }

    /// Why an update cannot be applied: the driver must resynchronise.
    public struct NotApplicable: Error, Sendable, Equatable {
        /// What was missing.
        public var reason: String
    }

    // MARK: - Private

    @discardableResult
    private mutating func record(_ update: StateUpdate, _ screen: Screen) -> StateUpdate {
        if update.screen.isKept { history.keep(screen, as: update.sequence) }
        latest = AppState(sequence: update.sequence, screen: screen, activity: update.activity)
        return update
    }
}
