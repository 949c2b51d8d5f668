import ConcurrencyHelpers
import Locking

// MARK: - Within

/// What ``within(_:_:clock:_:)`` throws when the work did not finish in time.
public struct StillWaiting: Error, CustomStringConvertible {
    /// What the test was waiting for.
    public let what: String
    /// How long it waited.
    public let timeout: Duration
    /// What there was instead when it gave up, when the wait knows.
    public let lastSeen: String?

    /// A wait for `what` that gave up after `timeout`, having last seen `lastSeen`.
    public init(what: String, timeout: Duration, lastSeen: String? = nil) {
        self.what = what
        self.timeout = timeout
        self.lastSeen = lastSeen
    }

    /// The failure as a test reads it.
    public var description: String {
        "still waiting after \(timeout) for \(what)" + (lastSeen.map { "; last seen: \($0)" } ?? "")
    }
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
    let timer = DeadlineTimer(clock: clock, timeout: timeout) {
        race.finish(with: .failure(StillWaiting(what: what, timeout: timeout)))
    }
    let outcome = await withTaskCancellationHandler {
        await withCheckedContinuation { continuation in
            race.begin(continuation, worker: Task { race.finish(with: await Result { try await work() }) })
            timer.start()
        }
    } onCancel: {
        race.finish(with: .failure(CancellationError()))
    }
    // The work is not awaited (it may ignore its cancellation); the deadline's sleep is, so no timer outlives this.
    await timer.finish()
    return try outcome.get()
}

// MARK: - Race

/// The work against its deadline: whichever ends first resumes the waiter, once, and cancels the work.
///
/// Not ConcurrencyHelpers' `Deadline.race`: that one waits for the work to end, and a test's work may ignore
/// cancellation (`await task.value`), which is exactly when a test must still fail in time.
private final class Race<Value: Sendable>: Sendable {
    private struct State {
        var continuation: CheckedContinuation<Result<Value, any Error>, Never>?
        var outcome: Result<Value, any Error>?
        var worker: Task<Void, Never>?
    }

    private let state = Lock(State())

    func begin(_ continuation: CheckedContinuation<Result<Value, any Error>, Never>, worker: Task<Void, Never>) {
        let early = state.withLock { state -> Result<Value, any Error>? in
            state.worker = worker
            guard let outcome = state.outcome else {
                state.continuation = continuation
                return nil
            }
            return outcome
        }
        if let early {
            continuation.resume(returning: early)
            worker.cancel()
        }
    }

    /// Ends the race with `outcome` unless it has ended; `true` if this call ended it.
    @discardableResult
    func finish(with outcome: Result<Value, any Error>) -> Bool {
        let ended = state.withLock {
            state -> (CheckedContinuation<Result<Value, any Error>, Never>?, Task<Void, Never>?)? in
            guard state.outcome == nil else { return nil }
            state.outcome = outcome
            defer { state.continuation = nil }
            return (state.continuation, state.worker)
        }
        guard let (continuation, worker) = ended else { return false }
        continuation?.resume(returning: outcome)
        worker?.cancel()
        return true
    }
}

extension Result where Failure == any Error {
    /// The result of an async throwing body.
    fileprivate init(catching body: () async throws -> Success) async {
        do { self = .success(try await body()) } catch { self = .failure(error) }
    }
}
