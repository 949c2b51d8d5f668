import Domain
import Synchronization

/// One question to Open-Meteo in flight and everyone waiting for its answer.
///
/// A caller is counted when it joins, synchronously and before it can suspend, and waits on a continuation of its
/// own; the answer resumes every waiter at once, so ten thousand callers cost ten thousand continuations, not ten
/// thousand awaits on one task. When the last waiter stops waiting (its screen went away) the question is abandoned:
/// its fetch is cancelled and nobody can join it any more, so a later caller asks anew.
///
/// Cancellation handlers run synchronously on whichever thread cancels, so the state is kept under a `Mutex` rather
/// than on the cache's actor.
final class Question: Sendable {
    /// Someone counted among the waiters; redeemed by ``wait(_:)``.
    struct Ticket: Sendable {
        fileprivate let number: Int
    }

    private struct State {
        /// Every waiter counted, with its continuation once it waits.
        var waiters: [Int: CheckedContinuation<Weather, any Error>?] = [:]
        var lastTicket = 0
        var outcome: Result<Weather, any Error>?
        var isAbandoned = false
        var fetch: Task<Void, Never>?
    }

    private let state = Mutex(State())

    /// A question nobody waits for yet; ``start(_:)`` hands it the task that answers it.
    init() {}

    // MARK: - Asking

    /// Hands the question the task that will answer it; a question abandoned before it started cancels it at once.
    func start(_ fetch: Task<Void, Never>) {
        let abandoned = state.withLock { state in
            state.fetch = fetch
            return state.isAbandoned
        }
        if abandoned { fetch.cancel() }
    }

    /// Counts one more waiter, or says no (`nil`) if the question was abandoned or answered: then ask anew.
    func join() -> Ticket? {
        state.withLock { state in
            guard !state.isAbandoned, state.outcome == nil else { return nil }
            state.lastTicket += 1
            state.waiters[state.lastTicket] = .some(nil)
            return Ticket(number: state.lastTicket)
        }
    }

    /// Waits for the answer; a waiter cancelled while waiting leaves, and the last one to leave abandons the question.
    func wait(_ ticket: Ticket) async throws -> Weather {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let now: Result<Weather, any Error>? = state.withLock { state in
                    if let outcome = state.outcome { return outcome }
                    // Cancelled between joining and waiting: it has left already.
                    guard state.waiters[ticket.number] != nil else { return .failure(CancellationError()) }
                    state.waiters[ticket.number] = .some(continuation)
                    return nil
                }
                if let now { continuation.resume(with: now) }
            }
        } onCancel: {
            leave(ticket)
        }
    }

    /// Gives every waiter the answer; nobody can join after it.
    func finish(_ outcome: Result<Weather, any Error>) {
        let waiting = state.withLock { state in
            state.outcome = outcome
            state.fetch = nil
            defer { state.waiters = [:] }
            return state.waiters.values.compactMap { $0 }
        }
        for continuation in waiting { continuation.resume(with: outcome) }
    }

    // MARK: - Leaving

    private func leave(_ ticket: Ticket) {
        let (continuation, abandoned) = state.withLock {
            state -> (CheckedContinuation<Weather, any Error>?, Task<Void, Never>?) in
            guard state.outcome == nil, let entry = state.waiters.removeValue(forKey: ticket.number) else {
                return (nil, nil)
            }
            guard state.waiters.isEmpty else { return (entry, nil) }
            state.isAbandoned = true
            return (entry, state.fetch)
        }
        continuation?.resume(throwing: CancellationError())
        abandoned?.cancel()
    }
}
