import Synchronization

/// The `progress` of one request's notifications: the MCP specification has it grow with each one, so each is one
/// more than the last, whatever the step said of itself (a build's steps and a run's flows count from their own
/// starts).
final class ProgressCount: Sendable {
    private let last = Mutex(0.0)

    /// The next notification's `progress`: one more than the last.
    func next(after _: Double) -> Double {
        last.withLock { value in
            value += 1
            return value
        }
    }
}
