import AutomationProtocol

/// What an app does that a driver waits on, so that the app can say exactly whether it is settled: its tracked tasks
/// (``TaskRunner``), the work the main actor cannot see (``ActivityCounters``: requests in flight, sleeps on the
/// clock), and its clock, which the driver moves when the app was launched on it (by a launch argument of the app's).
///
/// Every sleep, debounce and timeout of the app goes through ``clock``: on the driver's clock a task that sleeps is
/// not busy but waiting on the driver, so a wait that cannot come true fails at once instead of timing out.
@MainActor
public struct AppWork {
    /// Every piece of the app's async work, started through it.
    public let tasks: TaskRunner
    /// Work counted off the main actor: requests in flight, and the clock's sleepers.
    public let counters: ActivityCounters
    /// The clock every sleep of the app goes through.
    public let clock: any Clock<Duration>
    /// The same clock when the driver moves it; `nil` when time moves by itself.
    public let driverClock: ManualClock?

    /// The work of an app made from its parts (an app that already has its task runner and its clock).
    public init(tasks: TaskRunner, counters: ActivityCounters, clock: any Clock<Duration>, driverClock: ManualClock?) {
        self.tasks = tasks
        self.counters = counters
        self.clock = clock
        self.driverClock = driverClock
    }

    /// New work on the driver's clock when `driven`, else on the continuous clock; its sleeps counted either way.
    public init(driven: Bool) {
        let counters = ActivityCounters()
        let clock = counters.makeClock(driven: driven)
        self.init(tasks: TaskRunner(), counters: counters, clock: clock.clock, driverClock: clock.driverClock)
    }

    /// What the app is doing, as the protocol says it.
    public var activity: Activity {
        Activity(
            tasks: tasks.inFlight + counters.requests, sleepers: counters.sleepers,
            clock: driverClock == nil ? .live : .driver, work: counters.work,
            untrackedSleepers: counters.untrackedSleepers,
            nextWakeMilliseconds: driverClock?.nextWake.map(Self.wholeMillisecondsRoundedUp))
    }

    /// `duration` in whole milliseconds, rounded up, so that moving the clock by them reaches the sleeper's deadline.
    static func wholeMillisecondsRoundedUp(_ duration: Duration) -> Int {
        let (seconds, attoseconds) = duration.components
        let perMillisecond: Int64 = 1_000_000_000_000_000
        let (whole, part) = attoseconds.quotientAndRemainder(dividingBy: perMillisecond)
        return Int(clamping: seconds * 1000 + whole + (part > 0 ? 1 : 0))
    }
}
