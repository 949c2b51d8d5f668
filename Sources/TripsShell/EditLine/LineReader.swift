/// Where the shell's commands come from: a person at a terminal, or a script on a pipe.
///
/// Reading never blocks the main actor: an implementation waits for input on a thread of its own and hands each line
/// over, so the app keeps working (weather arrives) while nobody types.
@MainActor
protocol LineReader: AnyObject {
    /// Returns once the reader is ready for its first line. libedit sets the terminal's modes as it starts, on a
    /// thread of its own: a pager started before that would have its raw terminal set back to echoing lines, and the
    /// keys meant for it would never reach it.
    func setUp() async

    /// The next line, without its newline, after showing `prompt` if the reader shows prompts; `nil` at the end of
    /// input (Ctrl-D on an empty line, or the end of a pipe).
    func readLine(prompt: String) async -> String?

    /// Keeps a line that was run, for history across sessions.
    func remember(_ line: String)

    /// Saves what must be saved and lets go of the input.
    func close() async
}
