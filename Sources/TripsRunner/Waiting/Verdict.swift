import AutomationProtocol

/// What a condition says about one state of the app.
enum Verdict: Sendable {
    /// The condition holds.
    case met
    /// Not yet; a later state may meet it.
    case notYet
    /// The state is wrong in a way waiting cannot mend (an ambiguous identifier, duplicate identifiers).
    case broken(RunnerError.Kind, String)
}

/// What a waiter waits for.
enum WaitGoal: Sendable {
    /// A state that meets the condition; with `settles`, give up at once when the app cannot change on its own; with
    /// `strict`, a screen showing an identifier twice breaks the wait. The condition gets the state's
    /// ``IdentifierIndex``, which the session works out once per state, and again only when a change may have moved
    /// an identifier, not once per waiter and state.
    case state(settles: Bool, strict: Bool = false, condition: @Sendable (AppState, IdentifierIndex) -> Verdict)
    /// The end of the app: its process reaped and both of its output streams closed.
    case end
}

/// How a wait ended.
enum WaitOutcome: Sendable {
    /// A state met the condition.
    case met(AppState)
    /// The condition is false and the app is settled: nothing will change until the driver acts.
    case settled(AppState)
    /// A state the condition calls broken.
    case broken(AppState, RunnerError.Kind, String)
    /// The deadline passed.
    case timedOut
    /// The app ended.
    case ended(ProcessExit)
    /// The app broke the protocol.
    case faulted(String)
    /// The waiting task was cancelled.
    case cancelled
}

extension WaitOutcome {
    /// The state the wait ended on, when a state ended it.
    var state: AppState? {
        switch self {
        case .met(let state), .settled(let state), .broken(let state, _, _): state
        case .timedOut, .ended, .faulted, .cancelled: nil
        }
    }
}

/// How a request ended.
enum RequestOutcome: Sendable {
    /// The app answered.
    case answered(Answer)
    /// No answer by the deadline.
    case timedOut
    /// The app ended before answering.
    case ended(ProcessExit)
    /// The app broke the protocol.
    case faulted(String)
    /// The request could not be written to the app.
    case unsent(String)
    /// The requesting task was cancelled.
    case cancelled
}
