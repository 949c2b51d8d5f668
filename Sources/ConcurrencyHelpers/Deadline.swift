import Locking

/// Work against a deadline on a clock, with a ``DeadlineTimer`` as the only timer.
public enum Deadline {
    /// The work's result, or `nil` if `clock` reaches `timeout` first; the loser is stopped (the work is cancelled,
    /// and must end promptly when it is). Nothing outlives the call. A cancelled caller cancels the work, so a caller
    /// that must tell cancellation from a deadline checks `Task.isCancelled` on `nil`.
    public static func race<Value: Sendable>(
        _ timeout: Duration,
        on clock: some Clock<Duration> = ContinuousClock(),
        _ work: @escaping @Sendable () async throws -> Value
    ) async throws -> Value? {
        // Whichever ends first decides: the work (`true`) or the deadline (`false`).
        let workFirst = Lock<Bool?>(nil)
        let task = Task {
            let result = await Result { try await work() }
            workFirst.withLock { $0 = $0 ?? true }
            return result
        }
        let timer = DeadlineTimer(clock: clock, timeout: timeout) {
            let deadlineFirst = workFirst.withLock { first -> Bool in
                guard first == nil else { return false }
                first = false
                return true
            }
            if deadlineFirst { task.cancel() }
        }
        timer.start()
        let result = await withTaskCancellationHandler {
            await task.value
        } onCancel: {
            task.cancel()
        }
        await timer.finish()
        if workFirst.withLock({ $0 }) == false || Task.isCancelled { return nil }
        return try result.get()
    }

    /// The work's result, or `expired` if `clock` reaches `timeout` first; the loser is stopped.
    public static func race<Value: Sendable>(
        _ timeout: Duration,
        on clock: some Clock<Duration> = ContinuousClock(),
        expired: Value,
        _ work: @escaping @Sendable () async -> Value
    ) async -> Value {
        let first: Value?? = try? await race(timeout, on: clock, work)
        return (first ?? nil) ?? expired
    }

    /// Runs `body` in the calling task, and calls `onExpiry` if `clock` reaches `timeout` before it returns: for a wait
    /// whose deadline ends it from outside (the runner's session resumes the waiter as timed out), so that no child
    /// task runs `body` and a decided wait resumes its caller without a hop. The timer is stopped when `body`
    /// returns, and has ended when this does. `executor`: where the timer sleeps (``DeadlineTimer``).
    public nonisolated(nonsending) static func run<Outcome>(
        _ timeout: Duration,
        on clock: some Clock<Duration> = ContinuousClock(),
        executor: (any TaskExecutor)? = nil,
        onExpiry: @escaping @Sendable () -> Void,
        _ body: () async -> Outcome
    ) async -> Outcome {
        let timer = DeadlineTimer(clock: clock, timeout: timeout, executor: executor, onExpiry: onExpiry)
        timer.start()
        let outcome = await body()
        await timer.finish()
        return outcome
    }
}

extension Result where Failure == any Error {
    /// The result of an async throwing body.
    fileprivate init(catching body: () async throws -> Success) async {
        do { self = .success(try await body()) } catch { self = .failure(error) }
    }
}
