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
