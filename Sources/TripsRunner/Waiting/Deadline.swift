/// Races work against a deadline: the deadline is the only timer a wait has.
enum Deadline {
    /// The work's result, or `expired` if `timeout` passes first; the loser is cancelled.
    ///
    /// The work must end promptly when cancelled (the waiters here resume their continuations on cancellation).
    static func race<Result: Sendable>(
        _ timeout: Duration,
        expired: Result,
        _ work: @escaping @Sendable () async -> Result
    ) async -> Result {
        await withTaskGroup(of: Result.self) { group in
            group.addTask { await work() }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return expired
            }
            let first = await group.next() ?? expired
            group.cancelAll()
            return first
        }
    }
}

extension Duration {
    /// A duration from seconds as XCUITest counts them; negative or not a number becomes zero, and anything past a
    /// year (`.infinity` included) a year, so that no timeout can overflow.
    init(seconds: Double) {
        let bounded = seconds.isNaN ? 0 : min(max(0, seconds), 365 * 86_400)
        self = .milliseconds(Int64((bounded * 1000).rounded()))
    }

    /// Whole milliseconds, rounded down.
    var wholeMilliseconds: Int64 {
        components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
    }
}
