/// What the app is doing besides showing its screen: its tracked work in flight and what sleeps on its clock.
public struct Activity: Sendable, Hashable {
    /// Who moves the app's clock.
    public enum ClockOwner: String, Sendable {
        /// The wall clock: sleeps end on their own.
        case live
        /// The driver: sleeps end only when it sends `advanceClock`.
        case driver
    }

    /// The app's state as a waiting driver reads it.
    public enum State: String, Sendable {
        /// No work in flight.
        case idle
        /// Work in flight that is not just sleeping on the clock.
        case busy
        /// Every task in flight sleeps on the app's clock (a debounce, a timeout, a stubbed latency).
        case waitingOnClock
    }

    /// Tracked tasks in flight (loads, searches, debounces).
    public var tasks: Int
    /// Sleeps registered on the app's clock.
    public var sleepers: Int
    /// Of ``sleepers``, those no tracked task owns: work started outside the app's task runner (a plain `Task {}`),
    /// which the app cannot count, so that it may read settled while that work is about to change it.
    public var untrackedSleepers: Int
    /// Who moves the clock.
    public var clock: ClockOwner
    /// What the work in flight is, in the app's own words, oldest first (`a forecast for Reykjavík`): what a driver
    /// says the app is busy with or waiting on. It may name fewer things than ``tasks`` counts, or none.
    public var work: [String]
    /// On the driver's clock, how far the clock must move for the first of its sleepers to wake, in whole
    /// milliseconds rounded up: where a driver that walks the app's states moves the clock next. `nil` on a live
    /// clock, with no sleeper, or from an app that does not say.
    public var nextWakeMilliseconds: Int?

    /// Makes an activity report.
    public init(
        tasks: Int, sleepers: Int, clock: ClockOwner, work: [String] = [], untrackedSleepers: Int = 0,
        nextWakeMilliseconds: Int? = nil
    ) {
        self.tasks = tasks
        self.sleepers = sleepers
        self.untrackedSleepers = untrackedSleepers
        self.clock = clock
        self.work = work
        self.nextWakeMilliseconds = nextWakeMilliseconds
    }

    /// Idle, busy, or waiting only on the clock.
    public var state: State {
        if tasks == 0 { return .idle }
        return sleepers >= tasks ? .waitingOnClock : .busy
    }

    /// The work in flight as a sentence's part (`a forecast for Reykjavík and a search for "Ber"`), or `nil` when
    /// the app names none.
    public var workSaid: String? {
        switch work.count {
        case 0: nil
        case 1: work[0]
        default: work.dropLast().joined(separator: ", ") + " and " + (work.last ?? "")
        }
    }

    /// The sleepers no tracked task owns, as a sentence's part with what to do about them (`1 sleeper outside the
    /// app's tasks: start work with the app's task runner`), or `nil` when there are none.
    public var untrackedSaid: String? {
        guard untrackedSleepers > 0 else { return nil }
        let sleepers = untrackedSleepers == 1 ? "1 sleeper" : "\(untrackedSleepers) sleepers"
        return "\(sleepers) outside the app's tasks, which the app cannot count: start that work with the app's task "
            + "runner (AutomationKit: `work.tasks.run`)"
    }

    /// Whether the app will change on its own: it is busy, or sleeps on a clock that moves by itself.
    ///
    /// When this is false, a screen that does not match what a driver waits for can never come to match it without
    /// the driver acting first.
    public var canChangeOnItsOwn: Bool {
        switch state {
        case .idle: false
        case .busy: true
        case .waitingOnClock: clock == .live
        }
    }
}
