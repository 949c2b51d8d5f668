import Domain
import Locking

/// One question to Open-Meteo in flight and everyone waiting for its answer.
///
/// A caller is counted when it joins, synchronously and before it can suspend, and waits on a continuation of its
/// own; the answer resumes every waiter at once, so ten thousand callers cost ten thousand continuations, not ten
/// thousand awaits on one task. Waiters are resumed in the order they joined (first come, first served), from a list
/// kept in that order: callers that are one task group's children then finish in the order they started, and the
/// group's bookkeeping of its children (a linked list, cheap to shorten at its head) stays linear, where children
/// finishing in a random order (a dictionary's hash order) would make it quadratic. When the last waiter
/// stops waiting (its screen went away) the question is abandoned: its fetch is cancelled and nobody can join it any
/// more, so a later caller asks anew.
///
/// Cancellation handlers run synchronously on whichever thread cancels, so the state is kept under a `Lock` rather
/// than on the cache's actor.
final class Question: Sendable {
    /// Someone counted among the waiters; redeemed by ``wait(_:)``.
    struct Ticket: Sendable {
        fileprivate let number: Int
    }

    /// One place in the list of waiters, by ticket number.
    private enum Place {
        /// Counted, not yet waiting.
        case counted
        /// Waiting on its continuation.
        case waiting(Waiter)
        /// Stopped waiting (cancelled).
        case left
    }

    private struct State {
        /// Every waiter counted, in the order they joined; a ticket's number is its index.
        var places: [Place] = []
        /// How many places have not left.
        var present = 0
        var outcome: Result<Weather, any Error>?
        var isAbandoned = false
        var fetch: Task<Void, Never>?
    }

    private let state = Lock(State())

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
            state.places.append(.counted)
            state.present += 1
            return Ticket(number: state.places.count - 1)
        }
    }

    /// Waits for the answer; a waiter cancelled while waiting leaves, and the last one to leave abandons the question.
    func wait(_ ticket: Ticket) async throws -> Weather {
        try await withTaskCancellationHandler {
            try await Self.suspend { continuation in
                let now: Result<Weather, any Error>? = state.withLock { state in
                    if let outcome = state.outcome { return outcome }
                    // Cancelled between joining and waiting: it has left already.
                    if case .left = state.places[ticket.number] { return .failure(CancellationError()) }
                    state.places[ticket.number] = .waiting(continuation)
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
            defer { (state.places, state.present) = ([], 0) }
            return state.places.compactMap { place -> Waiter? in
                if case .waiting(let continuation) = place { return continuation }
                return nil
            }
        }
        for continuation in waiting { continuation.resume(with: outcome) }
    }

    // MARK: - Suspending

    #if DEBUG
        /// A waiter's continuation: checked in debug builds (the tests), so that resuming one twice or never traps.
        typealias Waiter = CheckedContinuation<Weather, any Error>
    #else
        /// A waiter's continuation: unchecked in release builds, a box and an atomic less per waiter, which is a
        /// good part of what a waiter costs when thousands wait on one question (docs/benchmarks.md). Exactly once
        /// holds by the lock: a waiter is resumed only by whoever moves its place from
        /// `.waiting` (``finish(_:)``, which empties the list, or ``leave(_:)``, which marks it `.left`).
        typealias Waiter = UnsafeContinuation<Weather, any Error>
    #endif

    private static func suspend(_ body: (Waiter) -> Void) async throws -> Weather {
        #if DEBUG
            try await withCheckedThrowingContinuation(body)
        #else
            try await withUnsafeThrowingContinuation(body)
        #endif
    }

    // MARK: - Leaving

    private func leave(_ ticket: Ticket) {
        let (continuation, abandoned) = state.withLock {
            state -> (Waiter?, Task<Void, Never>?) in
            guard state.outcome == nil, ticket.number < state.places.count else { return (nil, nil) }
            let place = state.places[ticket.number]
            if case .left = place { return (nil, nil) }
            state.places[ticket.number] = .left
            state.present -= 1
            var entry: Waiter?
            if case .waiting(let continuation) = place { entry = continuation }
            guard state.present == 0 else { return (entry, nil) }
            state.isAbandoned = true
            return (entry, state.fetch)
        }
        continuation?.resume(throwing: CancellationError())
        abandoned?.cancel()
    }
}
