import ConcurrencyHelpers
import Domain

/// Runs an operation against a deadline on an injected clock.
enum Timeout {
    /// The operation's result, or ``WeatherError/timedOut(seconds:)`` if the clock reaches `limit` first. The loser is
    /// cancelled; both are child tasks, so nothing outlives the call.
    static func run<Value: Sendable>(
        _ limit: Duration,
        on clock: any Clock<Duration>,
        _ operation: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        guard let value = try await Deadline.race(limit, on: clock, operation) else {
            try Task.checkCancellation()
            let seconds = Double(limit.components.seconds) + Double(limit.components.attoseconds) / 1e18
            throw WeatherError.timedOut(seconds: seconds)
        }
        return value
    }
}
