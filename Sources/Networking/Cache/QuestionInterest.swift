import Domain
import Foundation
import Synchronization

/// Who still waits for each question in flight, so that a question everyone has stopped waiting for is cancelled
/// rather than left running with nobody to read its answer.
///
/// Cancellation handlers run synchronously on whichever thread cancels, so this is kept under a `Mutex` rather than
/// on the cache's actor.
final class QuestionInterest: Sendable {
    private let waiters = Mutex<[Task<Weather, any Error>: Set<UUID>]>([:])

    /// Waits for `question`'s answer; if the waiting task is cancelled and nobody else waits, cancels the question.
    func wait(for question: Task<Weather, any Error>) async throws -> Weather {
        let ticket = UUID()
        _ = waiters.withLock { $0[question, default: []].insert(ticket) }
        return try await withTaskCancellationHandler {
            defer { _ = leave(question, ticket) }
            return try await question.value
        } onCancel: {
            if leave(question, ticket) { question.cancel() }
        }
    }

    /// Removes a waiter; `true` when it was the last one waiting.
    private func leave(_ question: Task<Weather, any Error>, _ ticket: UUID) -> Bool {
        waiters.withLock { waiters in
            guard waiters[question]?.remove(ticket) != nil else { return false }
            if waiters[question]?.isEmpty == true {
                waiters[question] = nil
                return true
            }
            return false
        }
    }
}
