/// One thing a person asks the shell to do, parsed from a line by ``CommandParser``.
public enum ShellCommand: Equatable, Sendable {
    /// Taps the element with this identifier.
    case tap(String)
    /// Types text at the end of a text field: identifier, then text.
    case type(String, text: String)
    /// Empties a text field.
    case clear(String)
    /// Dismisses the alert or leaves the top screen.
    case back
    /// Shows the current screen.
    case show
    /// Waits until an element with this identifier is on screen, for at most this many seconds.
    case wait(String, seconds: Double)
    /// Lists the commands, or explains one.
    case help(String?)
    /// Leaves the shell.
    case quit

    /// How long `wait` waits when no number of seconds is given.
    public static let defaultWaitSeconds: Double = 5
}
