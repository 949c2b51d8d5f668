import Locking

/// The one deadline mechanism of the app, the runner and the test kit: a sleep on a clock until a deadline, which
/// calls back once it gets there; it can be stopped, and started again for the same deadline.
///
/// A wait that watches a value stops it the moment the value changes and starts it again if the change did not end
/// the wait (`expect`): stopping it from the change itself lets the sleep's teardown run alongside the hop that brings
/// the waiter back, rather than after it, so that ``finish()`` usually returns without a second hop. A wait that is
/// ended by someone else (the runner's session, `Deadline.race`) starts it once and finishes it when done. Every sleep
/// it started has returned when ``finish()`` returns, so no timer outlives its wait.
public final class DeadlineTimer<C: Clock>: Sendable where C.Duration == Swift.Duration {
    /// What the timer holds.
    private struct State {
        /// When the wait times out; set by the first ``DeadlineTimer/start()``.
        var deadline: C.Instant?
        /// The sleep that runs now, if any.
        var running: Task<Void, Never>?
        /// The sleeps started whose `sleep` has not returned yet.
        var sleepsInFlight = 0
        /// Whether a sleep reached the deadline.
        var hasExpired = false
        /// The waiter in ``DeadlineTimer/finish()`` until the last sleep returns.
        var finisher: CheckedContinuation<Void, Never>?
    }

    /// The wait's clock, which sleeps and tells whether the deadline has passed.
    private let clock: C
    /// How long after the first start the deadline falls.
    private let timeout: Duration
    /// Called once a sleep reaches the deadline.
    private let onExpiry: @Sendable () -> Void
    /// Where the sleeps run, when not on the global executor.
    private let executor: (any TaskExecutor)?
    /// Everything that changes, behind one lock.
    private let state = Lock(State())

    /// A timer that expires `timeout` after its first start on `clock`, then calls `onExpiry` (once, from the sleep's
    /// own task).
    ///
    /// `executor` is where the sleeps run: give the one the waiter's task prefers, so that the sleep stopped as the
    /// wait ends returns on the waiter's own thread and ``finish()`` needs no other thread; `nil`, the global
    /// executor.
    public init(
        clock: C, timeout: Duration, executor: (any TaskExecutor)? = nil, onExpiry: @escaping @Sendable () -> Void
    ) {
        self.clock = clock
        self.timeout = timeout
        self.executor = executor
        self.onExpiry = onExpiry
    }

    // MARK: - Running

    /// Whether the deadline has passed: a sleep reached it, or the clock says so.
    ///
    /// Asking the clock matters when changes keep coming: each stops the sleep, and a sleep started after the
    /// deadline can be stopped again before it has had the chance to return, so a stream of changes would otherwise
    /// put the timeout off for as long as it lasts.
    public var hasExpired: Bool {
        let (hasExpired, deadline) = state.withLock { ($0.hasExpired, $0.deadline) }
        return hasExpired || (deadline.map { clock.now >= $0 } ?? false)
    }

    /// Starts a sleep until the deadline, unless one is running or the deadline has passed; the first
    /// start sets the deadline.
    public func start() {
        state.withLock { state in
            guard state.running == nil, !state.hasExpired else { return }
            let deadline = state.deadline ?? clock.now.advanced(by: timeout)
            state.deadline = deadline
            state.sleepsInFlight += 1
            // Started from this nonisolated method, the sleep runs on the global executor, not on the
            // waiter's actor: a stopped sleep ends on whichever thread wakes it, without a hop.
            let sleep: @Sendable () async -> Void = { [clock] in
                let slept = (try? await clock.sleep(until: deadline, tolerance: nil)) != nil
                // A clock that fails to sleep when not stopped is taken at its word: the wait ends rather than
                // going on without a deadline.
                self.sleepReturned(reachedDeadline: slept || !Task.isCancelled)
            }
            state.running =
                if let executor { Task(executorPreference: executor, operation: sleep) } else { Task(operation: sleep) }
        }
    }

    /// Stops the running sleep, if any; callable from any thread.
    public func stop() {
        let running = state.withLock { state -> Task<Void, Never>? in
            defer { state.running = nil }
            return state.running
        }
        running?.cancel()
    }

    /// Stops the timer and returns once every sleep it started has returned, on the caller's actor.
    public nonisolated(nonsending) func finish() async {
        stop()
        await withCheckedContinuation { continuation in
            let idle = state.withLock { state -> Bool in
                guard state.sleepsInFlight > 0 else { return true }
                state.finisher = continuation
                return false
            }
            if idle { continuation.resume() }
        }
    }

    // MARK: - Ending

    /// Counts a sleep as returned, wakes ``finish()`` after the last one, and reports the deadline once reached.
    private func sleepReturned(reachedDeadline: Bool) {
        let finisher = state.withLock { state -> CheckedContinuation<Void, Never>? in
            state.sleepsInFlight -= 1
            if reachedDeadline { state.hasExpired = true }
            guard state.sleepsInFlight == 0 else { return nil }
            defer { state.finisher = nil }
            return state.finisher
        }
        if reachedDeadline { onExpiry() }
        finisher?.resume()
    }
}
