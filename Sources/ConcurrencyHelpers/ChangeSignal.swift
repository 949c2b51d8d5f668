import Synchronization

/// A wake-up that is never lost: `signal()` from any thread wakes the one waiter, or, if nobody waits yet, makes the
/// next `wait()` return at once. Several signals before a wait count as one, which coalesces bursts of changes.
///
/// The app's `observe` and the test kit's `expect` both wait on it: one wake-up for every "something changed".
public final class ChangeSignal: Sendable {
    private let state = Mutex<(pending: Bool, waiter: CheckedContinuation<Void, Never>?)>((false, nil))

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

    /// Returns after the next signal, or at once if one came since the last wait, or when the task is cancelled.
    public func wait() async {
        await withTaskCancellationHandler {
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
        } onCancel: {
            signal()
        }
    }
}
