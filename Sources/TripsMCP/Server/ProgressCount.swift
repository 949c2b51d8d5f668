import Locking

/// A count that grows by one each time it is asked, from any thread: the `progress` of one request's notifications
/// (the MCP specification has it grow with each one, whatever the step said of itself: a build's steps and a run's
/// flows count from their own starts), and the flows a run has finished.
final class ProgressCount: Sendable {
    private let last = Lock(0.0)

    /// One more than the last time.
    func next() -> Double {
        last.withLock { value in
            value += 1
            return value
        }
    }
}
