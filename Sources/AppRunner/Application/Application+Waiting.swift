import AutomationProtocol
import Foundation

extension Application {
    /// Waits until the expectation is met and returns the state that met it; throws a reported ``RunnerError`` when
    /// the deadline passes, when it can never be met, or when the app ends or breaks the protocol.
    func require(_ expectation: Expectation, timeout: TimeInterval) async throws -> AppState {
        let session = try runningSession()
        let outcome = await wait(expectation, timeout: timeout, in: session)
        if case .met(let state) = outcome { return state }
        if case .cancelled = outcome { throw CancellationError() }
        throw report(failure(outcome, expectation: expectation, timeout: timeout, in: session), session: session)
    }

    /// Waits until the expectation is met: `true` if it is, `false` when the deadline passes or it can never be met
    /// (writing the artifacts then too); throws when the app ends, breaks the protocol, or the screen is broken.
    func probe(_ expectation: Expectation, timeout: TimeInterval) async throws -> Bool {
        let session = try runningSession()
        let outcome = await wait(expectation, timeout: timeout, in: session)
        switch outcome {
        case .met: return true
        case .cancelled: throw CancellationError()
        case .timedOut, .settled:
            _ = report(failure(outcome, expectation: expectation, timeout: timeout, in: session), session: session)
            return false
        case .broken, .ended, .faulted:
            throw report(failure(outcome, expectation: expectation, timeout: timeout, in: session), session: session)
        }
    }

    // MARK: - Waiting on anything

    /// Waits until `condition` holds for a state the app pushed, and returns that state; the same engine as every
    /// other wait: it wakes on the push that makes the condition true, and when the condition is false while the app
    /// is settled it fails at once, with the screen. `description` completes "waiting until …" in the failure.
    ///
    /// ```swift
    /// try await app.wait(until: "the temperature is shown") { state in
    ///     state.screen.allElements.contains { $0.identifier == "row.total" }
    /// }
    /// ```
    @discardableResult
    public func wait(
        until description: String, timeout: TimeInterval? = nil, file: String = #filePath, line: Int = #line,
        _ condition: @escaping @Sendable (AppState) -> Bool
    ) async throws -> AppState {
        return try await CallSite.stamp(file, line) {
            let expectation = Expectation(
                subject: "", expected: description, wanted: .condition(description),
                check: { state, _ in condition(state) ? .met : .notYet },
                observe: { "the \($0.screen.name) screen, \($0.activity.summary)" })
            return try await require(expectation, timeout: timeout ?? defaultTimeout)
        }
    }

    // MARK: - Private

    private func wait(_ expectation: Expectation, timeout: TimeInterval, in session: Session) async -> WaitOutcome {
        let strict = expectation
        noteSteps(in: session)
        let title = "wait \(strict.waitingFor)"  // made before the wait: after it, the flow is waiting to run on
        session.transcript.record(.runner, "wait up to \(timeout.seconds) \(strict.waitingFor)")
        let began = ContinuousClock.now
        let outcome = await session.wait(
            for: .state(settles: true, strict: !allowsDuplicateIdentifiers, condition: strict.check),
            timeout: Duration(seconds: timeout))
        let ended = ContinuousClock.now
        session.transcript.record(.runner, "\(title): \(outcome.word)")
        var answered = false
        switch outcome {
        case .met, .settled, .timedOut: answered = true
        case .broken, .ended, .faulted, .cancelled: break
        }
        let requests = await probeStep(nil, in: session, appAnswered: answered)
        session.transcript.steps.record(
            kind: "wait", title: title, began: began, ended: ended, outcome: outcome.word,
            state: outcome.state ?? session.latest, requests: requests, log: session.appLogOfStep())
        return outcome
    }

    private func failure(
        _ outcome: WaitOutcome, expectation: Expectation, timeout: TimeInterval, in session: Session
    ) -> RunnerError {
        let lastSeen = session.latest.map(expectation.observe)
        // The value seen goes in the first line, beside the one expected: a summary that shows one line per failure
        // shows both.
        let plainly = "waiting \(expectation.waitingFor)"
        let waiting = plainly + (lastSeen.map { " (last seen: \($0))" } ?? "")
        var error: RunnerError
        switch outcome {
        case .settled(let state):
            let reason =
                state.activity.state == .idle
                ? "the app is idle with no request pending, so nothing will change until the test acts"
                : "the app waits only on the driver's clock"
                    + (state.activity.workSaid.map { ", with \($0) in flight" } ?? "")
                    + "; advance it with \(advanceClockHint)"
            // Work the app does not count makes it read settled while that work is about to change it: said, as the
            // likely reason the wait gave up.
            let untracked = state.activity.untrackedSaid.map { " The app has \($0)." } ?? ""
            error = RunnerError(.cannotHappen, "Gave up at once \(waiting): \(reason).\(untracked)")
        case .timedOut:
            error = RunnerError(.timedOut, "Timed out after \(timeout.seconds) \(waiting).")
        case .broken(_, let kind, let message):
            error = RunnerError(kind, "\(message) (while \(plainly))")  // the message names what it saw
        case .ended(let exit):
            error = RunnerError(exit.kind, "The app \(exit) while the runner was \(waiting).")
        case .faulted(let reason):
            error = RunnerError(.protocolViolation, "The app broke the protocol: \(reason) (while \(waiting)).")
        case .met, .cancelled:
            error = RunnerError(.timedOut, "Stopped \(waiting).")
        }
        error.query = expectation.subject.isEmpty ? nil : expectation.subject
        error.expected = expectation.expected
        error.lastSeen = lastSeen
        error.target = expectation.target
        error.wanted = expectation.wanted
        error.seen = session.latest.flatMap(expectation.see)
        error.requests = session.transcript.steps.requestsSinceLastAction
        if let latest = session.latest {
            error.suggestions = expectation.suggest(latest)
        }
        return error
    }
}

extension WaitOutcome {
    /// One word for the transcript.
    var word: String {
        switch self {
        case .met: "met"
        case .settled: "cannot happen (app settled)"
        case .broken(_, _, let message): "broken: \(message)"
        case .timedOut: "timed out"
        case .ended(let exit): "the app \(exit)"
        case .faulted(let reason): "protocol fault: \(reason)"
        case .cancelled: "cancelled"
        }
    }
}
