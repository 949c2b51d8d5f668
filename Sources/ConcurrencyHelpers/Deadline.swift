/// Races work against a deadline on a clock: the deadline is the only timer a wait has.
///
/// Both racers are child tasks, so nothing outlives the call; the work must end promptly when cancelled.
public enum Deadline {
    /// The work's result, or `nil` if `clock` reaches `timeout` first; the loser is cancelled. A cancelled caller gets
    /// whichever ends first (the timer ends at once), so a caller that must tell cancellation from a deadline checks
    /// `Task.isCancelled` on `nil`.
    public static func race<Value: Sendable>(
        _ timeout: Duration,
        on clock: some Clock<Duration> = ContinuousClock(),
        _ work: @escaping @Sendable () async throws -> Value
    ) async throws -> Value? {
        try await withThrowingTaskGroup(of: Value?.self) { group in
            group.addTask { try await work() }
            group.addTask {
                try? await clock.sleep(for: timeout, tolerance: nil)
                return nil
            }
            defer { group.cancelAll() }
            return try await group.next() ?? nil
        }
    }

    /// The work's result, or `expired` if `clock` reaches `timeout` first; the loser is cancelled.
    public static func race<Value: Sendable>(
        _ timeout: Duration,
        on clock: some Clock<Duration> = ContinuousClock(),
        expired: Value,
        _ work: @escaping @Sendable () async -> Value
    ) async -> Value {
        let first: Value?? = try? await race(timeout, on: clock, work)
        return (first ?? nil) ?? expired
    }
}
