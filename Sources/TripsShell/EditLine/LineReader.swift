import AutomationProtocol

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

/// Lines of standard input read one by one, with no prompt, no editing and no history: for piped sessions.
@MainActor
final class PlainLineReader: LineReader {
    private var lines: AsyncStream<String>.Iterator

    /// A reader of standard input.
    init() {
        lines = StdinLines.stream().makeAsyncIterator()
    }

    func setUp() async {}

    func readLine(prompt: String) async -> String? {
        var iterator = lines
        defer { lines = iterator }
        return await iterator.next(isolation: #isolation)
    }

    func remember(_ line: String) {}

    func close() async {}
}

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
