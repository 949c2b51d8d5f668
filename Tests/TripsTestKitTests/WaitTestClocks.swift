import AutomationKit
import Domain
import TripsTestKit

// MARK: - Clocks for the tests of expect's deadline

// MARK: - SlowToStopClock

/// A test clock whose stopped sleeps return only once ``release`` opens.
struct SlowToStopClock: Clock {
    /// The base clock's durations.
    typealias Duration = Swift.Duration
    /// The base clock's instants.
    typealias Instant = ManualClock.Instant

    /// The clock that sleeps.
    let base = ManualClock()

    /// Holds every cancelled sleep until it opens.
    let release = Latch()

    /// The base clock's time.
    var now: Instant { base.now }

    /// The base clock's smallest step.
    var minimumResolution: Duration { base.minimumResolution }

    /// Sleeps on the base clock; a sleep cancelled there returns only once ``release`` opens.
    func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {  // allowed: a ManualClock's sleep
        do {
            try await base.sleep(until: deadline, tolerance: tolerance)
        } catch {
            await release.wait()
            throw error
        }
    }
}

/// A barrier that holds even a cancelled task (a ``Gate`` lets a cancelled task through at once).
final class Latch: Sendable {
    /// Whether it is open, and the tasks it holds.
    private let state = LockBox((isOpen: false, waiters: [CheckedContinuation<Void, Never>]()))

    /// Releases every waiter, and lets later ones through at once.
    func open() {
        let waiters = state.withLock { state in
            state.isOpen = true
            defer { state.waiters = [] }
            return state.waiters
        }
        for waiter in waiters { waiter.resume() }
    }

    /// Returns once the latch is open, cancelled or not.
    func wait() async {
        await withCheckedContinuation { continuation in
            let isOpen = state.withLock { state in
                if !state.isOpen { state.waiters.append(continuation) }
                return state.isOpen
            }
            if isOpen { continuation.resume() }
        }
    }
}

// MARK: - OversleepingClock

/// A test clock that tells time as its base does but whose sleeps return an hour after their deadline, so that only
/// the clock's time can tell a wait that its deadline has passed.
struct OversleepingClock: Clock {
    /// The base clock's durations.
    typealias Duration = Swift.Duration
    /// The base clock's instants.
    typealias Instant = ManualClock.Instant

    /// The clock that tells time and sleeps.
    let base = ManualClock()

    /// The base clock's time.
    var now: Instant { base.now }

    /// The base clock's smallest step.
    var minimumResolution: Duration { base.minimumResolution }

    /// Sleeps on the base clock until an hour after `deadline`.
    func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {  // allowed: a ManualClock's sleep
        try await base.sleep(until: deadline.advanced(by: .seconds(3600)), tolerance: tolerance)
    }
}
