import Synchronization

// MARK: - Wakeups

/// What wakes a waiting ``expect(timeout:clock:_:sourceLocation:_:)``: a change that Observation
/// reported, or the end of its deadline.
///
/// Each event resumes the one pending ``next()`` if there is one (taking its continuation out
/// under the lock, so it is resumed exactly once), or is remembered for the next call, so that no
/// event is lost between two waits.
final class Wakeups: Sendable {
    /// The pending wait and the events it has not yet seen.
    private struct State {
        /// The suspended ``next()``, if any.
        var continuation: CheckedContinuation<Void, Never>?
        /// Whether a change arrived that no ``next()`` has returned for.
        var hasPendingChange = false
        /// Whether the deadline has passed; this stays true.
        var hasTimedOut = false
    }

    /// The state, behind its lock.
    private let state = Mutex(State())

    // MARK: - Events

    /// Records that an observed value may have changed.
    func noteChange() {
        state.withLock { state in
            state.hasPendingChange = true
            return state.continuation.take()
        }?.resume()
    }

    /// Records that the deadline has passed (or that the wait was cancelled).
    func noteTimeout() {
        state.withLock { state in
            state.hasTimedOut = true
            return state.continuation.take()
        }?.resume()
    }

    /// Whether the deadline has passed.
    var hasTimedOut: Bool {
        state.withLock { $0.hasTimedOut }
    }

    // MARK: - Waiting

    /// Suspends until a change arrives or the deadline passes; returns at once if a change is
    /// pending (consuming it) or the deadline has passed. One caller at a time.
    nonisolated(nonsending) func next() async {
        await withCheckedContinuation { continuation in
            let isReady = state.withLock { state in
                if state.hasTimedOut { return true }
                if state.hasPendingChange {
                    state.hasPendingChange = false
                    return true
                }
                state.continuation = continuation
                return false
            }
            if isReady { continuation.resume() }
        }
    }
}
