/// Whether the app runs, as XCUITest's `XCUIApplication.State` says it, plus how it ended.
public enum ApplicationState: Sendable, Hashable {
    /// Not launched yet, or terminated by the runner.
    case notRunning
    /// Launched and running.
    case runningForeground
    /// Ended on its own with this exit status.
    case exited(status: Int32)
    /// Killed by this signal, not by the runner: it crashed.
    case crashed(signal: Int32)
}
