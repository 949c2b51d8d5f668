import AutomationProtocol
import ConcurrencyHelpers
import Foundation
import TripsProtocol

/// `trips-shell --fork-server`: a process that has loaded once and starts each app a driver asks for by forking.
///
/// Starting an app by `exec` pays, every time, for mapping and relocating the binary, starting the Swift runtime and
/// Foundation, and the kernel's work of building a process from nothing: most of what a short flow's app costs. A
/// fork server pays for it once. Each app it starts is a new process that has loaded nothing of any session: it
/// parses its own arguments, reads its own data directory and environment, from the first line of ``Launcher``, as
/// an app started by `exec` does. (Android's zygote and Chromium's start their processes the same way.)
///
/// The server reads requests (``ForkRequest``, with the app's three standard streams attached) from the Unix socket
/// that is its standard input, and answers each with the new app's process identifier. It forks twice, so that the
/// app is not its child: the driver, a subreaper (`PR_SET_CHILD_SUBREAPER`), inherits it when the middle process
/// exits, and waits for it, signals it and reads its exit status as it would a child it had spawned. The server
/// answers only after the middle process has been reaped, so the app is the driver's child by the time the driver
/// knows its identifier.
///
/// A process may fork safely only while it has one thread: the child gets only the forking thread, and a lock another
/// thread held would stay locked in it forever. The server forks before anything has started a thread (before the
/// first `await`), and checks that it still has one before every fork; a server that finds more (a sanitizer's
/// runtime, for one) answers with an error, and the driver spawns its apps instead.
public enum ForkServer {
    /// The server's one argument.
    public static let argument = LaunchOptionID.forkServer.definition.names[0]

    /// The launch this process is to run: its own (`arguments` and `environment`), unless `arguments` is the fork
    /// server's, in which case this process serves, never returns, and each app it forks returns here with the
    /// launch it was asked for.
    ///
    /// Call it first thing, before any task or thread has started.
    @MainActor
    public static func launch(
        arguments: [String], environment: [String: String]
    ) -> (arguments: [String], environment: [String: String]) {
        guard arguments == [argument] else { return (arguments, environment) }
        var type: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(STDIN_FILENO, SOL_SOCKET, SO_TYPE, &type, &length) == 0,
            type == Int32(SOCK_SEQPACKET.rawValue)
        else {
            FileHandle.standardError.write(
                Data(
                    ("trips-shell: \(argument) serves on a Unix socket of sequenced packets at its standard input "
                        + "(docs/automation-protocol.md, \"Launching by forking\")\n").utf8))
            exit(ExitStatus.usage)
        }
        LaunchStubs.prepare()
        LaunchWarmUp.run()
        TypeCacheWarmUp.run()
        let request = serve(control: STDIN_FILENO)
        return (request.arguments, request.environment)
    }

    // MARK: - Private

    /// The longest request read: a Unix socket's packets are at most its send buffer's size (some 200 KiB), and
    /// arguments and an environment come to a few kilobytes.
    private static let maximumRequestLength = 256 << 10

    /// Answers requests on `control` until its end, when it exits; returns only in an app it has forked.
    private static func serve(control: Int32) -> ForkRequest {
        var buffer = [UInt8](repeating: 0, count: maximumRequestLength)
        while true {
            let message: (payload: [UInt8], descriptors: [Int32])?
            do {
                message = try DescriptorPassing.receive(on: control, buffer: &buffer)
            } catch  where error.code == EMSGSIZE {
                answer(
                    "error: the request is longer than \(maximumRequestLength) bytes or carries too many descriptors",
                    on: control)
                continue
            } catch {
                exit(1)
            }
            guard let message else { exit(0) }
            let reply: String
            do {
                let request = try ForkRequest(bytes: message.payload)
                guard message.descriptors.count == 3 else {
                    throw Refusal(description: "a request carries 3 descriptors, not \(message.descriptors.count)")
                }
                switch try start(request, streams: message.descriptors) {
                // The app has made the descriptors its streams and closed the rest: only the server closes them.
                case .app: return request
                case .server(let pid): reply = "\(pid)"
                }
            } catch {
                reply = "error: \(error)"
            }
            for descriptor in message.descriptors { close(descriptor) }
            answer(reply, on: control)
        }
    }

    /// Why a request was not served, as its answer says it.
    private struct Refusal: Error, CustomStringConvertible {
        var description: String

        init(description: String) { self.description = description }

        /// A system call's failure: "fork: Resource temporarily unavailable".
        init(call: String, code: Int32 = errno) { self.description = "\(call): \(String(cString: strerror(code)))" }
    }

    /// Sends `text` as the answer to the request just read; a driver that has gone ends the server.
    private static func answer(_ text: String, on control: Int32) {
        do {
            try DescriptorPassing.send(Array(text.utf8), on: control)
        } catch {
            exit(1)
        }
    }

    /// Where a fork returned: in the app, or in the server with the app's process identifier.
    private enum Side {
        case app
        case server(pid_t)
    }

    /// Forks twice: the app is the grandchild; the middle process reports its identifier through a pipe and exits.
    private static func start(_ request: ForkRequest, streams: [Int32]) throws -> Side {
        let threads = threadCount()
        guard threads == 1 else {
            throw Refusal(
                description: threads.map { "the fork server has \($0) threads, and forks only with one" }
                    ?? "the fork server cannot count its threads (/proc/self/task), and forks only with one")
        }
        var report: [Int32] = [-1, -1]
        guard pipe(&report) == 0 else { throw Refusal(call: "pipe") }
        fflush(nil)
        let middle = fork()
        if middle == 0 {
            close(report[0])
            let app = fork()
            if app == 0 {
                close(report[1])
                become(request, streams: streams)
                return .app
            }
            var identifier = app > 0 ? app : -errno
            _ = withUnsafeBytes(of: &identifier) { write(report[1], $0.baseAddress, $0.count) }
            _exit(0)
        }
        let forkError = errno
        close(report[1])
        defer { close(report[0]) }
        guard middle > 0 else { throw Refusal(call: "fork", code: forkError) }
        var status: Int32 = 0
        while waitpid(middle, &status, 0) < 0 && errno == EINTR {}
        var identifier: pid_t = 0
        let count = withUnsafeMutableBytes(of: &identifier) { read(report[0], $0.baseAddress, $0.count) }
        guard count == MemoryLayout<pid_t>.size else {
            throw Refusal(description: "fork: the middle process ended without the app's identifier")
        }
        guard identifier > 0 else { throw Refusal(call: "fork", code: -identifier) }
        return .server(identifier)
    }

    /// Makes the forked process the app asked for: its streams, a process group of its own (as a spawned app has), no
    /// other descriptor, the working directory and the environment.
    ///
    /// An app that cannot become what was asked says why on the stream it has for errors and exits with status 71
    /// (EX_OSERR), before any hello: the driver reports it as an app that exited at launch.
    private static func become(_ request: ForkRequest, streams: [Int32]) {
        for (target, descriptor) in streams.enumerated() where dup2(descriptor, Int32(target)) < 0 {
            fail("cannot take descriptor \(descriptor) as \(target)")
        }
        // Every other descriptor in one call (close_range(2) underneath), rather than by listing /proc/self/fd through
        // Foundation in every app.
        closefrom(STDERR_FILENO + 1)
        setpgid(0, 0)
        if chdir(request.workingDirectory) != 0 {
            fail("cannot enter the working directory \(request.workingDirectory)")
        }
        clearenv()
        for (name, value) in request.environment {
            setenv(name, value, 1)
        }
    }

    /// Says on standard error why the app cannot start, with the system's reason, and exits as ``become(_:streams:)``
    /// says.
    private static func fail(_ what: String) -> Never {
        let reason = String(cString: strerror(errno))
        FileHandle.standardError.write(Data("trips-shell: the fork server's app \(what): \(reason)\n".utf8))
        _exit(71)
    }

    /// How many threads this process has, from `/proc/self/task`; `nil` when it cannot be read.
    private static func threadCount() -> Int? {
        try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/task").count
    }
}
