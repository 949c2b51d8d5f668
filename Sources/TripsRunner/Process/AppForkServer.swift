import AutomationProtocol
import ConcurrencyHelpers
import Foundation
import Synchronization

/// A fork server (`trips-shell --fork-server`) this runner started for one executable, which starts the apps the
/// runner launches by forking a process that has already loaded, rather than by `exec`.
///
/// One per executable per runner process, started at the first launch that asks for it and kept until the runner
/// ends: the server ends at the end of its socket, which only this process holds. Each app it starts is a new process
/// that reads its own arguments, environment and data directory, as a spawned one does; the runner adopts it as its
/// child (it is a subreaper, ``ChildProcess/becomeSubreaper()``), so waiting for it, signalling it and reading how it
/// ended are as for a spawned app.
final class AppForkServer: Sendable {
    /// Why a server could not start an app.
    struct Failure: Error, CustomStringConvertible {
        /// What went wrong.
        var description: String
    }

    /// The runner's end of the server's socket; requests go one at a time, each answered before the next.
    private let socket: Mutex<Int32>
    private let process: ChildProcess

    /// The server for `executable`, started now if there is none; `nil` when none can serve it (one failed before, or
    /// this process cannot be a subreaper), and its apps are spawned.
    static func shared(for executable: String) -> AppForkServer? {
        servers.withLock { servers in
            if let known = servers[executable] { return known }
            let server = try? AppForkServer(executable: executable)
            servers[executable] = .some(server)
            return server
        }
    }

    /// Stops using `server` for `executable`: its apps are spawned from now on.
    static func retire(_ server: AppForkServer, for executable: String) {
        servers.withLock { $0[executable] = .some(nil) }
        server.process.send(signal: SIGKILL)
    }

    /// Asks the server for an app started as `request` says, with `streams` (input, output, error) as its standard
    /// streams; returns its process identifier once it is this process's child.
    func start(_ request: ForkRequest, streams: [Int32]) throws -> Int32 {
        let answer = try socket.withLock { socket in
            try DescriptorPassing.send(request.bytes, descriptors: streams, on: socket)
            var buffer = [UInt8](repeating: 0, count: Self.maximumAnswerLength)
            guard let answer = try DescriptorPassing.receive(on: socket, buffer: &buffer) else {
                throw Failure(description: "the fork server ended")
            }
            return String(decoding: answer.payload, as: UTF8.self)
        }
        guard let pid = Int32(answer), pid > 0 else {
            throw Failure(description: "the fork server answered \(answer)")
        }
        return pid
    }

    // MARK: - Private

    /// The servers by executable path: `.some(nil)` where none can serve.
    private static let servers = Mutex<[String: AppForkServer?]>([:])

    /// How long an answer may take before the server counts as broken: a fork takes a millisecond.
    private static let answerTimeout = timeval(tv_sec: 10, tv_usec: 0)

    /// An answer is a process identifier or a line of error.
    private static let maximumAnswerLength = 4096

    private init(executable: String) throws {
        try ChildProcess.becomeSubreaper()
        let (ours, theirs) = try DescriptorPassing.socketPair()
        defer { close(theirs) }
        var timeout = Self.answerTimeout
        setsockopt(ours, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let nothing = open("/dev/null", O_WRONLY | O_CLOEXEC)
        defer { close(nothing) }
        do {
            process = try ChildProcess(
                executable: executable, arguments: [LaunchOptionID.forkServer.definition.names[0]],
                environment: ProcessInfo.processInfo.environment, standardInput: theirs, standardOutput: nothing,
                standardError: STDERR_FILENO)
        } catch {
            close(ours)
            throw error
        }
        socket = Mutex(ours)
    }

    deinit {
        _ = socket.withLock { close($0) }
    }
}
