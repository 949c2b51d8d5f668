import AutomationProtocol
import ConcurrencyHelpers
import Foundation
import Locking

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
    /// How the app was started, for the transcript: "spawned", "forked by its fork server", or why it was spawned.
    let howStarted: String
    private let child: ChildProcess
    private let input: Lock<FileHandle?>

    /// Starts the executable; the handlers are called on background threads from then on. With `forkServer` (the
    /// arguments that start the executable as one), the app is started by its fork server (``AppForkServer``), and
    /// spawned when there is none or it fails.
    ///
    /// Started with ``ChildProcess`` rather than Foundation's `Process`, whose `run()` can crash a runner that starts
    /// many apps at once (see there), and on a thread of its own (``ChildProcess/startOnOwnThread(named:standardInput:standardOutput:standardError:by:)``),
    /// so that the flows running beside this one keep the cooperative pool while the app is spawned. Every pipe is
    /// made close-on-exec, so that an app started at the same moment on another thread inherits none of this one's
    /// ends.
    static func start(
        executable: URL, arguments: [String], environment: [String: String], forkServer: [String]?,
        handlers: Handlers
    ) async throws -> AppProcess {
        _ = Self.ignoreBrokenPipes
        let onEnd: @Sendable (ChildProcess.Ending) -> Void = { ending in handlers.exit(ProcessExit(ending)) }
        var how = "spawned"
        let started: (child: ChildProcess, pipes: ChildProcess.Pipes)
        if let forkServer, let forked = try await fork(executable, forkServer, arguments, environment, onEnd, why: &how)
        {
            started = forked
        } else {
            started = try await ChildProcess.startOnOwnThread(
                executable: executable.path, arguments: arguments, environment: environment,
                standardInput: .pipe, standardOutput: .pipe, standardError: .pipe, onEnd: onEnd)
        }
        let (child, pipes) = started
        guard let input = pipes.input, let output = pipes.output, let errors = pipes.errors else {
            preconditionFailure("three pipes were asked for")
        }
        return AppProcess(
            child: child, howStarted: how, input: input, output: output, errors: errors, handlers: handlers)
    }

    private init(
        child: ChildProcess, howStarted: String, input: FileHandle, output: FileHandle, errors: FileHandle,
        handlers: Handlers
    ) {
        self.child = child
        self.pid = child.pid
        self.howStarted = howStarted
        self.input = Lock(input)
        // Both streams through the one reading executor: no thread per app, and the same framing of lines.
        AppOutput.reader.read(output, onLine: handlers.stdoutLine, onEnd: handlers.stdoutEnd)
        AppOutput.reader.read(errors, onLine: handlers.stderrLine, onEnd: handlers.stderrEnd)
    }

    /// The app started by the executable's fork server, "forked by its fork server" in `why`; or `nil`, with why it
    /// is to be spawned instead (its environment, or the server's failure). An error that is not the server's (no pipe
    /// to be had) is thrown, as a spawn would throw it.
    private static func fork(
        _ executable: URL, _ serverArguments: [String], _ arguments: [String], _ environment: [String: String],
        _ onEnd: @escaping @Sendable (ChildProcess.Ending) -> Void, why: inout String
    ) async throws -> (child: ChildProcess, pipes: ChildProcess.Pipes)? {
        if let variable = AppForkServer.startupOnlyDifference(in: environment) {
            why = "spawned, as its environment sets \(variable), which a forked app would take from its fork server"
            return nil
        }
        let request = ForkRequest(
            arguments: arguments, environment: environment, workingDirectory: FileManager.default.currentDirectoryPath)
        do {
            // The server is found (and started, the first time) here, on the thread of its own, not on the pool.
            let forked = try await ChildProcess.startOnOwnThread(
                named: "fork \(executable.lastPathComponent)", standardInput: .pipe, standardOutput: .pipe,
                standardError: .pipe
            ) { streams in
                let server = try AppForkServer.shared(for: executable.path, arguments: serverArguments).get()
                let pid = try server.start(request, streams: streams)
                do {
                    return try ChildProcess(adopting: pid, onEnd: onEnd)
                } catch {
                    let failure = AppForkServer.Failure(description: "its app is not the runner's child: \(error)")
                    server.retire(failure)
                    throw failure
                }
            }
            why = "forked by its fork server"
            return forked
        } catch let failure as AppForkServer.Failure {
            why = "spawned, as its fork server failed (\(failure)); its apps are spawned from now on"
            return nil
        }
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
        child.send(signal: signal)
    }

    // MARK: - Private

    /// Writing to the stdin of an app that has died must be an error, not the end of the runner.
    private static let ignoreBrokenPipes: Void = {
        signal(SIGPIPE, SIG_IGN)
    }()
}
