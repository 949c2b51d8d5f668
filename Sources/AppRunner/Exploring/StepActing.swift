import AutomationProtocol

/// How carrying out one action went, before the app is asked to settle.
enum StepActing: Sendable {
    /// The app did it.
    case done
    /// The app refused it, and changed nothing.
    case refused(WireError)
    /// A break of an invariant: the app ended, broke the protocol or did not answer.
    case broke(InvariantViolation)

    /// How a request the session sent went, `what` naming the action.
    init(_ outcome: RequestOutcome, what: String, timeout: Duration, stderr: String?) {
        switch outcome {
        case .answered(let answer):
            self = answer.error.map { .refused($0) } ?? .done
        case .timedOut:
            self = .broke(Self.noAnswer(what, timeout: timeout))
        case .ended(let exit):
            self = .broke(Self.ended("\(exit)", what: what, stderr: stderr))
        case .faulted(let reason):
            self = .broke(Self.faulted(reason, what: what))
        case .unsent(let reason):
            self = .broke(InvariantViolation(.noCrash, "Could not send \(what): \(reason).", detail: "unsent"))
        case .cancelled:
            self = .broke(InvariantViolation(.noCrash, "The walk was cancelled during \(what).", detail: "cancelled"))
        }
    }

    /// How a step a flow wrote went: a ``RunnerError`` of an app that ended, broke the protocol or did not answer is
    /// the invariant it breaks; any other is the flow's own failure, thrown on.
    init(_ error: RunnerError, what: String, timeout: Duration) throws(RunnerError) {
        switch error.kind {
        case .crashed(let signal):
            self = .broke(Self.ended("\(ProcessExit.signalled(signal))", what: what, stderr: error.stderr.last))
        case .exited(let status):
            self = .broke(Self.ended("\(ProcessExit.exited(status: status))", what: what, stderr: error.stderr.last))
        case .protocolViolation:
            self = .broke(Self.faulted(error.message, what: what))
        case .noAnswer:
            self = .broke(Self.noAnswer(what, timeout: timeout))
        case .rejected(let code):
            self = .refused(WireError(code: code, message: error.message))
        default:
            throw error
        }
    }

    private static func noAnswer(_ what: String, timeout: Duration) -> InvariantViolation {
        InvariantViolation(
            .answersEveryRequest, "The app did not answer \(what) within \(timeout).", detail: "no answer")
    }

    private static func ended(_ exit: String, what: String, stderr: String?) -> InvariantViolation {
        var violation = InvariantViolation(.noCrash, "The app \(exit) on \(what).", detail: exit)
        violation.lastWords = stderr
        return violation
    }

    private static func faulted(_ reason: String, what: String) -> InvariantViolation {
        InvariantViolation(.noCrash, "The app broke the protocol on \(what): \(reason)", detail: "protocol")
    }
}
