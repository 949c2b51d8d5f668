import Locking

/// A wake-up that is never lost: `signal()` from any thread wakes the one waiter, or, if nobody waits yet, makes the
/// next `wait()` return at once. Several signals before a wait count as one, which coalesces bursts of changes.
///
/// The app's `observe` and the test kit's `expect` both wait on it: one wake-up for every "something changed".
public final class ChangeSignal: Sendable {
    private let state = Lock<(pending: Bool, waiter: CheckedContinuation<Void, Never>?)>((false, nil))

    /// Makes a signal with nothing pending.
    public init() {}

    /// Wakes the waiter, or remembers that something changed.
    public func signal() {
        let waiter = state.withLock { state -> CheckedContinuation<Void, Never>? in
            guard let waiter = state.waiter else {
                state.pending = true
                return nil
            }
            state.waiter = nil
            return waiter
        }
        waiter?.resume()
    }

    /// Returns after the next signal, or at once if one came since the last wait or the task is cancelled.
    ///
    /// A task cancelled while it waits is not woken by the cancellation itself: a loop that must stop then signals
    /// from a cancellation handler of its own, once around the whole loop (as the app's `observe` and the test kit's
    /// `expect` do), rather than one handler per wait on the path of every wake.
    /// It runs on the caller's actor (`nonisolated(nonsending)`), so a main-actor loop resumes on the main actor
    /// without a hop to the global executor and back.
    nonisolated(nonsending) public func wait() async {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> Bool in
                if state.pending || Task.isCancelled {
                    state.pending = false
                    return true
                }
                state.waiter = continuation
                return false
            }
            if ready { continuation.resume() }
        }
    }
}
