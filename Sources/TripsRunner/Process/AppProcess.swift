import ConcurrencyHelpers
import Foundation
import Synchronization

/// The app's process: started with three pipes, fed requests on stdin, read on stdout and stderr by line readers.
///
/// **Lifetime.** The app's stdin is a pipe whose write end only this process holds (close-on-exec, so that no other
/// child inherits it). The app ends at the end of its stdin, so it ends with the runner however the runner ends, even
/// by `SIGKILL`, when the kernel closes the runner's descriptors.
final class AppProcess: Sendable {
    /// What the process reports while it runs.
    struct Handlers: Sendable {
        /// One line of stdout.
        var stdoutLine: @Sendable (Data) -> Void
        /// The end of stdout.
        var stdoutEnd: @Sendable () -> Void
        /// One line of stderr.
        var stderrLine: @Sendable (Data) -> Void
        /// The end of stderr.
        var stderrEnd: @Sendable () -> Void
        /// The process has ended and been reaped.
        var exit: @Sendable (ProcessExit) -> Void
    }

    /// The app's process identifier.
    let pid: Int32
    private let process: Process
    private let input: Mutex<FileHandle?>

    /// Starts the executable; the handlers are called on background threads from then on.
    init(executable: URL, arguments: [String], environment: [String: String], handlers: Handlers) throws {
        _ = Self.ignoreBrokenPipes
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        for handle in [stdin.fileHandleForWriting, stdout.fileHandleForReading, stderr.fileHandleForReading] {
            _ = fcntl(handle.fileDescriptor, F_SETFD, FD_CLOEXEC)
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        process.terminationHandler = { ended in handlers.exit(ProcessExit(ended)) }
        try Self.withDefaultSignalMask { try process.run() }
        self.process = process
        self.pid = process.processIdentifier
        self.input = Mutex(stdin.fileHandleForWriting)
        DescriptorLines.start(
            stdout.fileHandleForReading, name: "trips-runner stdout \(pid)",
            onLine: handlers.stdoutLine, onEnd: handlers.stdoutEnd)
        DescriptorLines.start(
            stderr.fileHandleForReading, name: "trips-runner stderr \(pid)",
            onLine: handlers.stderrLine, onEnd: handlers.stderrEnd)
    }

    // MARK: - Talking to the app

    /// Writes one line to the app's stdin; throws when stdin is closed or the app has gone.
    func write(_ line: Data) throws {
        try input.withLock { handle in
            guard let handle else { throw CocoaError(.fileWriteUnknown) }
            try handle.write(contentsOf: line)
        }
    }

    /// Closes the app's stdin: the app's signal to end.
    func closeInput() {
        input.withLock { handle in
            try? handle?.close()
            handle = nil
        }
    }

    /// Sends a signal to the app if it is still running.
    func send(signal: Int32) {
        guard process.isRunning else { return }
        kill(pid, signal)
    }

    // MARK: - Private

    /// Runs `body` with no signal blocked on this thread, so that the app, which inherits the spawning thread's mask,
    /// starts with none blocked (test harness threads block SIGINT, SIGTERM and more; Foundation does not reset it).
    private static func withDefaultSignalMask<Result>(_ body: () throws -> Result) rethrows -> Result {
        var none = sigset_t()
        var saved = sigset_t()
        sigemptyset(&none)
        pthread_sigmask(SIG_SETMASK, &none, &saved)
        defer { pthread_sigmask(SIG_SETMASK, &saved, nil) }
        return try body()
    }

    /// Writing to the stdin of an app that has died must be an error, not the end of the runner.
    private static let ignoreBrokenPipes: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()
}
