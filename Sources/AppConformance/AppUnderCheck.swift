import AutomationProtocol
import Foundation

/// One launch of the app a conformance check drives: its process, the lines it writes to stdout as they come, and
/// what it wrote last to stderr, for a failure to quote.
///
/// Foundation's `Process` and a reading thread per stream, not the runner's process machinery: the check is for any
/// app, on any platform Foundation runs on, and speaks to the app only as the protocol document says a driver does.
final class AppUnderCheck: Sendable {
    /// The launched process.
    private let process: Process
    /// The write end of the app's stdin.
    private let input: FileHandle
    /// The app's stdout, line by line.
    let output: LineInbox
    /// The app's stderr, its latest lines.
    private let errors: LineInbox

    /// Launches `executable` with `arguments`; throws when it cannot be started.
    init(executable: URL, arguments: [String]) throws(CheckFailure) {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        let (stdin, stdout, stderr) = (Pipe(), Pipe(), Pipe())
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        let ended = LineInbox.Ending()
        process.terminationHandler = { ended.end($0.terminationStatus) }
        do {
            try process.run()
        } catch {
            throw CheckFailure("could not be started: \(error.localizedDescription)")
        }
        self.process = process
        self.input = stdin.fileHandleForWriting
        self.output = LineInbox(reading: stdout.fileHandleForReading, ending: ended)
        self.errors = LineInbox(reading: stderr.fileHandleForReading, ending: ended)
    }

    /// The process identifier.
    var pid: Int32 { process.processIdentifier }

    /// Writes `line` and a newline to the app's stdin; an app that closed its stdin is a failure.
    func send(_ line: String) throws(CheckFailure) {
        do {
            try input.write(contentsOf: Data((line + "\n").utf8))
        } catch {
            throw CheckFailure("closed its stdin while the check was writing to it (\(error.localizedDescription))")
        }
    }

    /// Closes the app's stdin: the protocol's way to end it.
    func closeInput() {
        try? input.close()
    }

    /// The next line the app writes to stdout, as a message; throws when none comes `within`, when stdout ends, or
    /// when the line is not a message (naming the line).
    func nextMessage(within timeout: Duration, waitingFor what: String) async throws(CheckFailure) -> Message {
        switch await output.next(within: timeout) {
        case .line(let line):
            do {
                return try WireFormat.message(from: Array(line.utf8))
            } catch let error as WireFormat.Unreadable {
                throw CheckFailure("wrote a line that is not a message (\(error.reason)) \(what): \(Self.quoted(line))")
            } catch {
                throw CheckFailure("wrote a line that is not a message \(what): \(Self.quoted(line))")
            }
        case .ended: throw CheckFailure("closed its stdout \(what)\(stderrTail)")
        case nil: throw CheckFailure("wrote nothing within \(timeout.said) \(what)")
        }
    }

    /// The next response, reading past updates (each applied to `tracker`); the hello must have been read.
    func nextResponse(
        within timeout: Duration, to what: String, tracker: inout StateTracker
    ) async throws(CheckFailure) -> Response {
        while true {
            switch try await nextMessage(
                within: timeout, waitingFor: "while the check waited for the answer to \(what)")
            {
            case .hello: throw CheckFailure("sent a second hello while the check waited for the answer to \(what)")
            case .update(let update): try Self.apply(update, to: &tracker, from: "an update")
            case .response(let response):
                try Self.apply(response.state, to: &tracker, from: "the answer to \(what)")
                return response
            }
        }
    }

    /// Applies `update` to `tracker`, or fails saying why it does not apply.
    static func apply(_ update: StateUpdate, to tracker: inout StateTracker, from what: String) throws(CheckFailure) {
        do {
            _ = try tracker.apply(update)
        } catch {
            throw CheckFailure("sent a state that does not apply to the one before it (\(error.reason)), in \(what)")
        }
    }

    /// Waits for the process to exit, `within`; `nil` if it is still running then.
    func exitStatus(within timeout: Duration) async -> Int32? {
        await output.ending.status(within: timeout)
    }

    /// Ends the process, whatever it is doing: the check is over.
    func kill() {
        if process.isRunning { Foundation.kill(process.processIdentifier, SIGKILL) }
        closeInput()
    }

    /// The app's last lines on stderr, after a separator; empty when it wrote none.
    private var stderrTail: String {
        let lines = errors.latest
        return lines.isEmpty ? "" : " (its stderr ends: \(lines.suffix(2).joined(separator: " / ")))"
    }

    /// A line as a failure quotes it: at most 120 characters.
    static func quoted(_ line: String) -> String {
        line.count > 120 ? "`\(line.prefix(117))…`" : "`\(line)`"
    }
}

extension Duration {
    /// The duration as a failure says it: `10 s`, `0.5 s`.
    var said: String {
        let (seconds, attoseconds) = components
        let fraction = Double(attoseconds) / 1e18
        return fraction == 0 ? "\(seconds) s" : "\(Double(seconds) + fraction) s"
    }
}
