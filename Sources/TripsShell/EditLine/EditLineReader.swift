import CEditLine
import Foundation

// Every call into C that the shell makes (libedit, isatty, signal dispositions) lives in this one file.

// MARK: - EditLineReader

/// Lines from a person at a terminal, through libedit: editing, history across sessions, Ctrl-R search, and Tab
/// completion. libedit itself runs on an ``EditLineThread``.
@MainActor
final class EditLineReader: LineReader {
    private let thread: EditLineThread

    /// Starts libedit's thread with these settings.
    init(settings: EditLineSettings) {
        thread = EditLineThread(settings: settings)
    }

    func setUp() async {
        await withCheckedContinuation { thread.submit(.setUp($0)) }
    }

    func readLine(prompt: String) async -> String? {
        await withCheckedContinuation { thread.submit(.read(prompt: prompt, $0)) }
    }

    func remember(_ line: String) {
        thread.submit(.remember(line))
    }

    func close() async {
        await withCheckedContinuation { thread.submit(.close($0)) }
    }
}

// MARK: - Terminal

/// What the shell asks the C library about the process's terminal.
enum Terminal {
    /// Whether standard input and standard output are both terminals: then the shell is interactive.
    static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

    /// Whether standard error is a terminal (for the progress line).
    static var errorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    /// The height in lines of the terminal standard output is, `nil` when it does not say.
    static var rows: Int? {
        let rows = Int(trips_terminal_rows(STDOUT_FILENO))
        return rows > 0 ? rows : nil
    }

    /// The interrupt signal's number.
    static let interruptSignal = SIGINT

    /// Makes a write to a pager that has quit fail with an error rather than end the shell.
    static func ignoreBrokenPipes() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Makes Ctrl-C not kill the process, so that a dispatch source can handle it instead.
    static func ignoreInterrupts() {
        signal(SIGINT, SIG_IGN)
    }
}

// MARK: - EditLineSession

/// libedit's state: the editor, its history and the prompt. Made, used and ended on the ``EditLineThread`` only.
///
/// libedit calls back into Swift through C function pointers that cannot capture anything; they find this session
/// through libedit's client-data pointer (`EL_CLIENTDATA`), so no global state is needed.
final class EditLineSession {
    private let editor: OpaquePointer?
    private let history: OpaquePointer?
    private let settings: EditLineSettings
    private var prompt: UnsafeMutablePointer<CChar>?

    /// Sets up a UTF-8 locale (in the C locale libedit drops non-ASCII input), the editor, history and key bindings.
    init(settings: EditLineSettings) {
        self.settings = settings
        _ = trips_use_utf8_locale()
        editor = trips_el_init(settings.program)
        history = history_init()
        guard let editor, let history else { return }
        _ = trips_history_set_size(history, settings.historySize)
        _ = trips_history_set_unique(history, 1)
        if let file = settings.historyFile { _ = trips_history_load(history, file) }
        _ = trips_el_set_editor(editor, "emacs")
        _ = trips_el_set_signal(editor, 0)
        _ = trips_el_set_history(editor, history)
        _ = trips_el_set_clientdata(editor, Unmanaged.passUnretained(self).toOpaque())
        let marker = settings.promptMarker.asciiValue.map { CChar(bitPattern: $0) } ?? 1
        _ = trips_el_set_prompt(editor, Self.promptFunction, marker)
        _ = trips_el_addfn(editor, "trips-complete", "complete a command or identifier", Self.completeFunction)
        _ = trips_el_bind(editor, "^I", "trips-complete")
        // Ctrl-C at the prompt reaches libedit as a key, not a signal, and clears the line.
        _ = trips_el_setty_edit(editor, "-isig")
        _ = trips_el_addfn(editor, "trips-interrupt", "clear the line", Self.interruptFunction)
        _ = trips_el_bind(editor, "^C", "trips-interrupt")
        _ = trips_el_bind(editor, "^R", "em-inc-search-prev")
        _ = el_source(editor, nil)  // the person's ~/.editrc (or $EDITRC) has the last word
    }

    /// Shows `prompt` and reads a line; `nil` at the end of input.
    func read(prompt text: String) -> String? {
        guard let editor else { return Swift.readLine(strippingNewline: true) }
        free(prompt)
        prompt = strdup(text)
        el_resize(editor)  // libedit's own signal handlers are off, so pick up a resized window here
        // Edit mode before the prompt shows, so that no key typed after it meets the cooked terminal.
        _ = trips_el_prep_term(editor, 1)
        var count: Int32 = 0
        guard let line = el_gets(editor, &count) else {
            if count == -1, errno == EINTR { return "" }
            trips_write_stdout("\n")
            return nil
        }
        var text = String(cString: line)
        if text.hasSuffix("\n") { text.removeLast() }
        return text
    }

    /// Adds a line to history and saves the file, so that a killed shell loses nothing.
    func remember(_ line: String) {
        guard let history else { return }
        _ = trips_history_enter(history, line)
        if let file = settings.historyFile { _ = trips_history_save(history, file) }
    }

    /// Saves history, restores the terminal and frees libedit.
    func close() {
        if let history, let file = settings.historyFile { _ = trips_history_save(history, file) }
        if let editor { el_end(editor) }
        if let history { history_end(history) }
        free(prompt)
        prompt = nil
    }

    // MARK: - Callbacks

    private func completeLine() -> UInt8 {
        guard let editor, let info = el_line(editor)?.pointee, let buffer = info.buffer, let cursor = info.cursor
        else { return UInt8(CC_ERROR) }
        let before = UnsafeRawBufferPointer(start: buffer, count: buffer.distance(to: cursor))
        let completion = settings.complete(String(decoding: before, as: UTF8.self))
        if !completion.insertion.isEmpty {
            return el_insertstr(editor, completion.insertion) == 0 ? UInt8(CC_REFRESH) : UInt8(CC_ERROR)
        }
        guard completion.candidates.count > 1 else { return UInt8(CC_REFRESH_BEEP) }
        trips_write_stdout("\n" + completion.candidates.joined(separator: "  ") + "\n")
        return UInt8(CC_REDISPLAY)
    }

    private func clearLine() -> UInt8 {
        guard let editor else { return UInt8(CC_ERROR) }
        trips_write_stdout("^C\n")
        trips_el_clear_line(editor)
        return UInt8(CC_REDISPLAY)
    }

    private static func session(_ editor: OpaquePointer?) -> EditLineSession? {
        guard let editor, let data = trips_el_get_clientdata(editor) else { return nil }
        return Unmanaged<EditLineSession>.fromOpaque(data).takeUnretainedValue()
    }

    private static let promptFunction: @convention(c) (OpaquePointer?) -> UnsafeMutablePointer<CChar>? = { editor in
        session(editor)?.prompt
    }

    private static let completeFunction: @convention(c) (OpaquePointer?, Int32) -> UInt8 = { editor, _ in
        session(editor)?.completeLine() ?? UInt8(CC_ERROR)
    }

    private static let interruptFunction: @convention(c) (OpaquePointer?, Int32) -> UInt8 = { editor, _ in
        session(editor)?.clearLine() ?? UInt8(CC_ERROR)
    }
}
