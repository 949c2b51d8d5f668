import Synchronization

// MARK: - Within

/// What ``within(_:_:clock:_:)`` throws when the work did not finish in time.
public struct StillWaiting: Error, CustomStringConvertible {
    /// What the test was waiting for.
    public let what: String
    /// How long it waited.
    public let timeout: Duration

    /// The failure as a test reads it.
    public var description: String { "still waiting after \(timeout) for \(what)" }
}

/// The result of `work`, or a thrown ``StillWaiting`` ("still waiting after 5.0 seconds for the second screen's
/// answer") if it has not finished within `timeout`.
///
/// So a test whose code is broken fails in seconds, saying what never happened, rather than at its suite's time
/// limit. The only timer is the deadline on `clock`; nothing polls. On time out `work` is cancelled and left to end
/// on its own (a wait that ignores cancellation cannot hold the test).
public func within<Value: Sendable>(
    _ timeout: Duration,
    _ what: String,
    clock: some Clock<Duration> = ContinuousClock(),
    _ work: @escaping @Sendable () async throws -> Value
) async throws -> Value {
    let race = Race<Value>()
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { continuation in
            race.begin(
                continuation,
                worker: Task { race.finish(with: await Result { try await work() }) },
                timer: Task {
                    guard (try? await clock.sleep(for: timeout, tolerance: nil)) != nil else { return }
                    race.finish(with: .failure(StillWaiting(what: what, timeout: timeout)))
                })
        }
    } onCancel: {
        race.finish(with: .failure(CancellationError()))
    }
}

// MARK: - Race

/// The work against its deadline: whichever ends first resumes the waiter, once, and cancels the other.
///
/// Not ConcurrencyHelpers' `Deadline.race`: that one waits for the loser to end, and a test's work may ignore
/// cancellation (`await task.value`), which is exactly when a test must still fail in time.
private final class Race<Value: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Value, any Error>?
        var outcome: Result<Value, any Error>?
        var tasks: [Task<Void, Never>] = []
    }

    private let state = Mutex(State())

    func begin(
        _ continuation: CheckedContinuation<Value, any Error>, worker: Task<Void, Never>, timer: Task<Void, Never>
    ) {
        let early = state.withLock { state -> Result<Value, any Error>? in
            state.tasks = [worker, timer]
            guard let outcome = state.outcome else {
                state.continuation = continuation
                return nil
            }
            return outcome
        }
        if let early {
            continuation.resume(with: early)
            worker.cancel()
            timer.cancel()
        }
    }

    /// Ends the race with `outcome` unless it has ended; `true` if this call ended it.
    @discardableResult
    func finish(with outcome: Result<Value, any Error>) -> Bool {
        let ended = state.withLock { state -> (CheckedContinuation<Value, any Error>?, [Task<Void, Never>])? in
            guard state.outcome == nil else { return nil }
            state.outcome = outcome
            defer { state.continuation = nil }
            return (state.continuation, state.tasks)
        }
        guard let (continuation, tasks) = ended else { return false }
        continuation?.resume(with: outcome)
        for task in tasks { task.cancel() }
        return true
    }
}

extension Result where Failure == any Error {
    /// The result of an async throwing body.
    fileprivate init(catching body: () async throws -> Success) async {
        do { self = .success(try await body()) } catch { self = .failure(error) }
    }
}
