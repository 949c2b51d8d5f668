// MARK: - ObservedClock

/// A clock that tells time and sleeps as its base clock does, and counts its sleeps in flight.
///
/// The live app wraps its `ContinuousClock` in one, so that it can tell when it is waiting only on
/// its clock.
public struct ObservedClock<Base: Clock>: Clock where Base.Duration == Swift.Duration {
    /// The base clock's durations.
    public typealias Duration = Swift.Duration

    /// The base clock's instants.
    public typealias Instant = Base.Instant

    /// The clock that tells time and sleeps.
    public let base: Base

    /// Where the sleeps in flight are counted.
    public let counter: SleeperCounter

    /// Wraps `base`, counting its sleeps in `counter`.
    public init(_ base: Base, counter: SleeperCounter) {
        self.base = base
        self.counter = counter
    }

    // MARK: - Clock

    /// The base clock's time.
    public var now: Instant {
        base.now
    }

    /// The base clock's smallest step.
    public var minimumResolution: Duration {
        base.minimumResolution
    }

    /// Sleeps on the base clock until `deadline`, counted in ``counter`` while it lasts.
    public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        let isTracked = TrackedWork.isTracked
        counter.sleepStarted(isTracked: isTracked)
        defer { counter.sleepEnded(isTracked: isTracked) }
        try await base.sleep(until: deadline, tolerance: tolerance)
    }
}
