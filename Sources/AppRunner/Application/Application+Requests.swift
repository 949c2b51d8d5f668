import AutomationProtocol
import Foundation

extension Application {
    /// Waits until the app is settled: idle, or waiting only on its clock. Sends `waitForIdle` and awaits the answer.
    ///
    /// - Parameter timeout: seconds; ``defaultTimeout`` when `nil`.
    public func waitForIdle(timeout: TimeInterval? = nil) async throws {
        _ = try await request(.waitForIdle, timeout: timeout ?? defaultTimeout)
    }

    /// Asks the app for its current state: a round trip that also brings in every update written before it.
    func refresh() async throws -> AppState {
        try await request(.snapshot).state
    }

    /// Sends a command and returns the app's answer; throws a reported ``RunnerError`` when the app refuses it, does
    /// not answer within `timeout` (``responseTimeout`` when `nil`), ends, or breaks the protocol.
    @discardableResult
    func request(_ command: Command, timeout: TimeInterval? = nil) async throws -> Answer {
        let session = try runningSession()
        let timeout = timeout ?? responseTimeout
        if command != .snapshot { noteSteps(in: session) }
        let began = ContinuousClock.now
        let sentOn = session.latest
        let request = Request(id: session.newID(), command: command)
        let outcome = await session.send(request, timeout: Duration(seconds: timeout))
        if command != .snapshot {
            let ended = ContinuousClock.now
            var answered = false
            var sent = true
            switch outcome {
            case .answered: answered = true
            case .unsent, .cancelled: sent = false
            case .timedOut, .ended, .faulted: break
            }
            let requests = await probeStep(command, in: session, appAnswered: answered)
            session.transcript.steps.record(
                command, request: sent ? request : nil, sentOn: sent ? sentOn : nil, began: began, ended: ended,
                outcome: outcome, latest: session.latest, requests: requests, log: session.appLogOfStep())
        }
        let what = session.transcript.steps.what(command)
        var error: RunnerError
        switch outcome {
        case .answered(let answer):
            guard let refusal = answer.error else { return answer }
            let kind: RunnerError.Kind = refusal.code == .liveClock ? .liveClock : .rejected(code: refusal.code)
            error = RunnerError(kind, "The app refused \(what): \(refusal.message)")
            error.suggestions = refusal.suggestions
        case .timedOut:
            let busy = session.latest.map { $0.activity.state == .busy } ?? false
            error =
                command == .waitForIdle && busy
                ? RunnerError(.timedOut, "The app did not become idle within \(timeout.seconds).")
                : RunnerError(.noAnswer, "The app did not answer \(what) within \(timeout.seconds): it hangs.")
        case .ended(let exit):
            error = RunnerError(exit.kind, "The app \(exit) before answering \(what).")
        case .faulted(let reason):
            error = RunnerError(.protocolViolation, "The app broke the protocol: \(reason) (before answering \(what)).")
        case .unsent(let reason):
            if case .ended(let exit) = await session.wait(for: .end, timeout: Duration(seconds: timeout)) {
                error = RunnerError(exit.kind, "The app \(exit) before \(what) could be sent.")
            } else {
                error = RunnerError(.notRunning, "Could not send \(what): \(reason).")
            }
        case .cancelled:
            throw CancellationError()
        }
        error.query = command.locator.map {
            $0.isPlainIdentifier ? "identifier \($0.identifier.quotedForReport)" : "\($0)"
        }
        error.target = command.locator
        throw report(error, session: session)
    }
}

extension Command {
    /// What the command acts on, as transcripts name it: `"row.first"` for a plain identifier (with or without a
    /// role), else the locator's description (`last cell label contains "Oslo"`).
    var subject: String? {
        guard let locator else { return nil }
        return locator.isPlainIdentifier ? locator.identifier.quotedForReport : locator.description
    }
}

extension String? {
    /// `"row.first"`, quoted as reports show an identifier.
    var quotedForReport: String { "\"\(self ?? "")\"" }
}
