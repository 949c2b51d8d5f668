/// What the libedit reader needs from the shell.
struct EditLineSettings: Sendable {
    /// The program name libedit reads its `~/.editrc` settings under.
    var program = "trips-shell"
    /// Where history is kept between sessions, or `nil` for none.
    var historyFile: String?
    /// How many lines history keeps.
    var historySize: Int32 = 1000
    /// The character that brackets invisible sequences in prompts (colour), so that libedit measures them right.
    var promptMarker: Character = "\u{1}"
    /// Completes the text before the cursor; called on the reader's thread.
    var complete: @Sendable (String) -> Completer.Completion
}
