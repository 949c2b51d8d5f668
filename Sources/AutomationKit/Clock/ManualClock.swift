import Locking

// MARK: - ManualClock

/// A clock whose time moves only when someone advances it.
///
/// The app runs on it when a test driver owns time, and unit tests use it as their test clock
/// (stands in for pointfreeco/swift-clocks' `TestClock`). Unlike that clock, ``advance(by:)`` is
/// synchronous: when it returns, every sleep that came due has been removed from the registry and
/// resumed, so ``sleeperCount`` already tells what is still waiting on the clock.
public final class ManualClock: Clock, Sendable {
    /// The clock's durations.
    public typealias Duration = Swift.Duration

    /// The clock's instants: offsets from the clock's zero.
    public typealias Instant = OffsetInstant

    /// The time, the sleepers and the count waiters.
    private let registry: Lock<Registry>

    /// Told the new number of sleeps in flight whenever it changes.
    private let onSleepersChange: (@Sendable (Int) -> Void)?

    /// Creates a clock that reads `now` and tells `onSleepersChange` (outside its lock) the new
    /// number of sleeps in flight whenever a sleep starts, is cancelled or comes due.
    ///
    /// Counts from concurrent changes may arrive out of order; read ``sleeperCount`` for the
    /// latest.
    public init(now: Instant = .zero, onSleepersChange: (@Sendable (Int) -> Void)? = nil) {
        var registry = Registry()
        registry.now = now
        self.registry = Lock(registry)
        self.onSleepersChange = onSleepersChange
    }

    // MARK: - Reading

    /// The clock's current time.
    public var now: Instant {
        registry.withLock { $0.now }
    }

    /// The smallest step of the clock: none, any duration can be advanced.
    public var minimumResolution: Duration {
        .zero
    }

    /// The number of sleeps now suspended on the clock.
    public var sleeperCount: Int {
        registry.withLock { $0.sleepers.count }
    }

    /// How far the clock must move for the first of its sleepers to wake; `nil` when none sleeps.
    public var nextWake: Duration? {
        registry.withLock { registry in
            registry.sleepers.map(\.deadline).min().map { registry.now.duration(to: $0) }
        }
    }

    /// Of ``sleeperCount``, the sleeps no tracked work started (``TrackedWork``).
    public var untrackedSleeperCount: Int {
        registry.withLock { $0.sleepers.count { !$0.isTracked } }
    }

    // MARK: - Sleeping

    /// Suspends until the clock is advanced to `deadline`; returns at once when it is not after
    /// ``now``.
    ///
    /// Runs in its caller's isolation, so sleepers on one actor resume on it in deadline order.
    /// Throws `CancellationError` when the task is cancelled, before or during the sleep; a
    /// cancelled sleep has left the registry when it throws.
    public nonisolated(nonsending) func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
        try Task.checkCancellation()
        let id: UInt64? = registry.withLock { $0.now < deadline ? $0.makeID() : nil }
        guard let id else { return }
        let isTracked = TrackedWork.isTracked
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                register(Sleeper(id: id, deadline: deadline, isTracked: isTracked, continuation: continuation))
            }
        } onCancel: {
            cancelSleeper(id: id)
        }
    }

    /// Registers `sleeper`, or resumes it at once if its task is cancelled or its deadline passed.
    private func register(_ sleeper: Sleeper) {
        enum Outcome {
            case cancelled, due
            case registered(count: Int, ready: [CheckedContinuation<Void, Never>])
        }
        let outcome: Outcome = registry.withLock { registry in
            // The cancellation flag is set before the handler runs, so a sleep the handler could
            // miss is seen here.
            if Task.isCancelled { return .cancelled }
            if sleeper.deadline <= registry.now { return .due }
            let ready = registry.register(sleeper)
            return .registered(count: registry.sleepers.count, ready: ready)
        }
        switch outcome {
        case .cancelled:
            sleeper.continuation.resume(throwing: CancellationError())
        case .due:
            sleeper.continuation.resume()
        case let .registered(count, ready):
            onSleepersChange?(count)
            for waiter in ready { waiter.resume() }
        }
    }

    /// Removes the sleeper `id` from the registry, then resumes it with `CancellationError`.
    private func cancelSleeper(id: UInt64) {
        let removed = registry.withLock { registry in
            registry.removeSleeper(id: id).map { (sleeper: $0, count: registry.sleepers.count) }
        }
        guard let removed else { return }
        onSleepersChange?(removed.count)
        removed.sleeper.continuation.resume(throwing: CancellationError())
    }

    // MARK: - Advancing

    /// Moves the clock `duration` forward and resumes every sleep that came due.
    public func advance(by duration: Duration) {
        advance(to: now.advanced(by: duration))
    }

    /// Moves the clock to `instant` (never backwards) and resumes every sleep that came due, in
    /// deadline order, ties in the order they started.
    ///
    /// Synchronous: the sleeps have left the registry when it returns.
    public func advance(to instant: Instant) {
        let (due, count) = registry.withLock { registry in
            registry.now = max(registry.now, instant)
            return (registry.removeDueSleepers(), registry.sleepers.count)
        }
        guard !due.isEmpty else { return }
        onSleepersChange?(count)
        for sleeper in due { sleeper.continuation.resume() }
    }

    // MARK: - Waiting for sleepers

    /// Suspends until at least `count` sleeps are in flight; returns at once if they already are,
    /// or when the waiting task is cancelled.
    ///
    /// Unbounded: it waits as long as no sleep comes. Tests wait through TripsTestKit's
    /// `waitForSleepers`, which bounds it and, given the app, fails at once when the app settles
    /// with fewer sleeps.
    public nonisolated(nonsending) func sleepersReach(_ count: Int) async {
        let id: UInt64? = registry.withLock { $0.sleepers.count < count ? $0.makeID() : nil }
        guard let id else { return }
        await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                let isReady = registry.withLock { registry in
                    if Task.isCancelled || registry.sleepers.count >= count { return true }
                    registry.addCountWaiter(id: id, threshold: count, continuation: continuation)
                    return false
                }
                if isReady { continuation.resume() }
            }
        } onCancel: {
            registry.withLock { $0.removeCountWaiter(id: id) }?.resume()
        }
    }
}
