import AutomationProtocol

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
