// MARK: - ManualClock.Registry

extension ManualClock {
    /// What a ``ManualClock`` guards with its lock: its time, its sleepers and those waiting for them.
    struct Registry {
        /// The clock's current time.
        var now = OffsetInstant.zero

        /// The sleeps in flight, in the order they were registered.
        private(set) var sleepers: [Sleeper] = []

        /// The tasks waiting until enough sleeps are in flight.
        private var countWaiters: [CountWaiter] = []

        /// The last identifier handed out to a sleeper or a waiter.
        private var lastID: UInt64 = 0

        // MARK: - Identifiers

        /// A fresh identifier for a sleeper or a count waiter.
        mutating func makeID() -> UInt64 {
            lastID += 1
            return lastID
        }

        // MARK: - Sleepers

        /// Adds `sleeper` and hands back the count waiters whose threshold is now reached.
        mutating func register(_ sleeper: Sleeper) -> [CheckedContinuation<Void, Never>] {
            sleepers.append(sleeper)
            let count = sleepers.count
            let ready = countWaiters.filter { $0.threshold <= count }.map(\.continuation)
            countWaiters.removeAll { $0.threshold <= count }
            return ready
        }

        /// Removes the sleeper `id` and hands it back, or `nil` when it is no longer registered.
        mutating func removeSleeper(id: UInt64) -> Sleeper? {
            guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
            return sleepers.remove(at: index)
        }

        /// Removes every sleeper whose deadline is not after `now` and hands them back in the order
        /// they are resumed.
        mutating func removeDueSleepers() -> [Sleeper] {
            let (due, pending) = ManualClock.splitDue(sleepers, at: now, deadline: \.deadline)
            sleepers = pending
            return due
        }

        // MARK: - Count waiters

        /// Adds a task waiting until at least `threshold` sleeps are in flight.
        mutating func addCountWaiter(id: UInt64, threshold: Int, continuation: CheckedContinuation<Void, Never>) {
            countWaiters.append(CountWaiter(id: id, threshold: threshold, continuation: continuation))
        }

        /// Removes the count waiter `id` and hands back its continuation, or `nil` when it is gone.
        mutating func removeCountWaiter(id: UInt64) -> CheckedContinuation<Void, Never>? {
            guard let index = countWaiters.firstIndex(where: { $0.id == id }) else { return nil }
            return countWaiters.remove(at: index).continuation
        }
    }

    // MARK: - Resumption order

    /// Splits `entries` into those due at `now`, in the order the clock resumes them (by deadline,
    /// ties in their order in `entries`), and those still pending, in their order.
    ///
    /// Package-visible so that the order can be tested: tasks resumed in order may still run in
    /// any order on a concurrent executor.
    package static func splitDue<Entry>(
        _ entries: [Entry],
        at now: OffsetInstant,
        deadline: (Entry) -> OffsetInstant
    ) -> (due: [Entry], pending: [Entry]) {
        let due = entries.filter { deadline($0) <= now }
        let pending = entries.filter { deadline($0) > now }
        // `sorted(by:)` is stable, so ties keep their registration order.
        return (due.sorted { deadline($0) < deadline($1) }, pending)
    }

    // MARK: - Entries

    /// A suspended `sleep(until:tolerance:)`.
    struct Sleeper {
        /// Tells this sleep from the others.
        let id: UInt64
        /// When the sleep ends.
        let deadline: OffsetInstant
        /// Whether tracked work sleeps (``TrackedWork``).
        let isTracked: Bool
        /// Resumes the sleeping task.
        let continuation: CheckedContinuation<Void, any Error>
    }

    /// A suspended `sleepersReach(_:)`.
    struct CountWaiter {
        /// Tells this waiter from the others.
        let id: UInt64
        /// How many sleeps must be in flight before it resumes.
        let threshold: Int
        /// Resumes the waiting task.
        let continuation: CheckedContinuation<Void, Never>
    }
}
