import AutomationProtocol
import FlowRecording
import Foundation
import Presentation

/// The human shell: reads commands, drives the app by identifier, and prints the settled screen after each one.
///
/// On a terminal it reads through libedit (editing, history, Tab completion, Ctrl-R) with a banner, a prompt and
/// colour; Ctrl-C clears the line or stops a wait, and never ends the shell. With standard input not a terminal it
/// reads a script line by line with no banner, no prompt and no escape codes, prints errors on standard output so the
/// transcript reads in order, and exits 1 if any command failed (stopping at the first with `--stop-on-error`).
@MainActor
public final class InteractiveShell {
    let app: AppModel
    let options: LaunchOptions
    let interactive: Bool
    let style: ShellStyle
    /// The shell's own time, for `wait` deadlines and the progress line: the wall clock unless a test says. (The app
    /// has its own clock, which a driver may stop.)
    let clock: any Clock<Duration>
    /// What the session did, as flow steps; it writes them while recording (`--record`, `record`, `--codegen`).
    let recorder: SessionRecorder
    /// `--codegen`: no screens and no chatter on standard output, which carries the flow.
    let quiet: Bool
    let environment: [String: String]
    private var failures = 0
    /// The text of the screens shown lately.
    let rendered = RenderedScreens()
    /// What shows a screen taller than the terminal; `nil` when piped, or turned off.
    let pager: Pager?
    var cancelWaiting: (() -> Void)?
    /// What `--record` said when it started, shown under the banner on a terminal.
    var recordingNotice: String?

    /// A shell over `app`, reading from a terminal if standard input and output are one; `launchArguments` are the
    /// session's, which a recorded flow repeats.
    public init(
        app: AppModel, options: LaunchOptions, environment: [String: String], launchArguments: [String] = [],
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.app = app
        // A flow recorded into the suite calls its pages' methods, as record_flow's does.
        recorder = SessionRecorder(sessionArguments: launchArguments, readsSuitePages: true)
        quiet = options.codegen
        self.clock = clock
        self.options = options
        self.environment = environment
        interactive = Terminal.isInteractive
        pager = Pager.chosen(interactive: interactive, noPager: options.noPager, environment: environment)
        if pager != nil { Terminal.ignoreBrokenPipes() }
        style = ShellStyle(
            color: ShellStyle.usesColor(
                terminal: interactive, noColorOption: options.noColor || options.uiTesting, environment: environment))
    }

    /// Reads commands until `quit` or the end of input; returns the exit status.
    public func run() async -> Int32 {
        let snapshot = ScreenSnapshot(app.screen)
        let watcher = Task {
            await app.observe { screen, _ in
                snapshot.update(screen)
                return false
            }
        }
        let reader = makeReader(snapshot)
        await reader.setUp()
        let interrupts = interactive ? InterruptSource { [weak self] in self?.cancelWaiting?() } : nil
        if interactive {
            StandardStreams.out(ShellHelp.banner(version: ShellVersion.current, stubbed: options.usesStubs))
            if let recordingNotice { StandardStreams.out(recordingNotice) }
            await settleAndShow()
        }
        while true {
            // The end of input (Ctrl-D), `quit`, or a failure under --stop-on-error: leave, if the person agrees.
            guard let line = await reader.readLine(prompt: style.prompt(screen: promptName)) else {
                if await mayLeave(reader) { break } else { continue }
            }
            if !line.allSatisfy(\.isWhitespace) { reader.remember(line) }
            if await handle(line) { continue }
            if await mayLeave(reader) { break }
        }
        interrupts?.cancel()
        watcher.cancel()
        await reader.close()
        finishRecording()
        return exitStatus()
    }

    // MARK: - Leaving

    /// Whether to leave now: at once when every change was saved or no person is there to ask; otherwise, on a
    /// terminal, after saying which changes would be lost and asking once (Ctrl-D at the question leaves too).
    private func mayLeave(_ reader: any LineReader) async -> Bool {
        guard interactive, let report = UnsavedReport.text(app.unsavedChanges, style: style) else { return true }
        StandardStreams.error(report)
        let answer = await reader.readLine(prompt: "Leave anyway and lose them? [y/N] ")
        guard let answer else { return true }
        return ["y", "yes"].contains(answer.trimmingCharacters(in: .whitespaces).lowercased())
    }

    /// 0 when every command succeeded (always, on a terminal) and every change was saved; 1 otherwise. A piped session
    /// says on standard error which changes were not saved.
    private func exitStatus() -> Int32 {
        if let report = UnsavedReport.text(app.unsavedChanges, style: style) {
            if !interactive { StandardStreams.error(report) }
            return 1
        }
        return interactive || failures == 0 ? 0 : 1
    }

    // MARK: - One line

    /// Runs one line; returns whether to read another.
    private func handle(_ line: String) async -> Bool {
        let call: CommandArguments.Call?
        do {
            call = try CommandParser.parse(line)
        } catch {
            return fail(error.description, line: line)
        }
        guard let call else { return true }
        if call.id == .quit { return false }
        let before = app.screen
        if let problem = await perform(call) {
            if call.id == .record { return fail(problem) }
            return fail(problem, line: line)
        }
        if let problem = recorder.performed(call.id, call.arguments, before: before, after: app.screen) {
            return fail(problem)
        }
        return true
    }

    /// Reports a failed command, kept as a comment in the flow being recorded; returns whether to go on.
    private func fail(_ message: String, line: String) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if let problem = recorder.failed(trimmed, reason: message, on: app.screen) { _ = fail(problem) }
        return fail(message)
    }

    /// Reports a failure; returns whether to go on.
    private func fail(_ message: String) -> Bool {
        failures += 1
        let line = style.error(message)
        if interactive || quiet { StandardStreams.error(line) } else { StandardStreams.out(line) }
        return interactive || !options.stopOnError
    }

    /// The screen's name for the prompt, `trip/alert` while an alert is up.
    private var promptName: String {
        let screen = app.screen
        return screen.alert == nil ? screen.name : "\(screen.name)/alert"
    }

    private func makeReader(_ snapshot: ScreenSnapshot) -> any LineReader {
        guard interactive else { return PlainLineReader() }
        let settings = EditLineSettings(
            historyFile: HistoryFile.path(environment: environment).flatMap {
                HistoryFile.prepare($0) { StandardStreams.error("trips-shell: \($0)\n") }
            },
            promptMarker: ShellStyle.promptMarker,
            complete: { Completer.complete($0, on: snapshot.screen) })
        return EditLineReader(settings: settings)
    }
}
