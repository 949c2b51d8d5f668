import AutomationProtocol

/// One thing a person asks the shell to do, parsed from a line by ``CommandParser``.
public enum ShellCommand: Equatable, Sendable {
    /// Taps the element with this identifier.
    case tap(String)
    /// Types text at the end of a text field: identifier, then text.
    case type(String, text: String)
    /// Empties a text field.
    case clear(String)
    /// Replaces the whole text of a text field: identifier, then text.
    case replace(String, text: String)
    /// Dismisses the alert or leaves the top screen.
    case back
    /// Shows the current screen.
    case show
    /// Waits until an element with this identifier is on screen, for at most this many seconds.
    case wait(String, seconds: Double)
    /// Checks an element now, as a flow would wait for it: on screen, a label, a value, gone, enabled, disabled.
    case expect(String, ElementCheck)
    /// Checks the whole screen against the snapshot with this name (recording it the first time).
    case expectScreen(String)
    /// Lets this much time pass on the app's clock (launched with `--driver-clock`).
    case advance(Duration)
    /// Changes how the stubbed network behaves from now on (`-uiTesting`).
    case network(NetworkChange)
    /// Lists the requests the app made to the stubbed network (`-uiTesting`).
    case requests
    /// Shows what is on the app's pasteboard.
    case pasteboard
    /// Starts recording the session as a flow into this file, or, with `nil`, stops and writes it.
    case record(String?)
    /// Lists the commands, or explains one.
    case help(String?)
    /// Leaves the shell.
    case quit

    /// How long `wait` waits when no number of seconds is given.
    public static let defaultWaitSeconds: Double = 5
}
