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
    /// A duration from seconds as XCUITest counts them; negative becomes zero.
    init(seconds: Double) {
        self = .milliseconds(Int64((max(0, seconds) * 1000).rounded()))
    }

    /// Whole milliseconds, rounded down.
    var wholeMilliseconds: Int64 {
        components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000
    }
}
