import AutomationProtocol
import ConcurrencyHelpers
import Foundation
import Locking

/// A fork server (the executable started with its profile's ``AppProfile/forkServerArguments``) this runner started
/// for one executable, which starts the apps the runner launches by forking a process that has already loaded,
/// rather than by `exec`.
///
/// One per executable per runner process, started at the first launch that asks for it and kept until the runner
/// ends: the server ends at the end of its socket, which only this process holds. Each app it starts is a new process
/// that reads its own arguments, environment and data directory, as a spawned one does; the runner adopts it as its
/// child (it is a subreaper, ``ChildProcess/becomeSubreaper()``), so waiting for it, signalling it and reading how it
/// ended are as for a spawned app. A server that fails once is ended and never asked again: its executable's apps are
/// spawned from then on.
final class AppForkServer: Sendable {
    /// Why a server did not start an app: "it did not answer within 10 s".
    struct Failure: Error, CustomStringConvertible {
        /// What went wrong, as the end of "its fork server failed (…)".
        var description: String
    }

    /// The server for `executable`, started now with `arguments` if there is none, or why there is none.
    static func shared(for executable: String, arguments: [String]) -> Result<AppForkServer, Failure> {
        servers.withLock { servers in
            if let known = servers[executable] { return known }
            let server = Result { try AppForkServer(executable: executable, arguments: arguments) }.mapError {
                Failure(description: "it could not start: \($0)")
            }
            servers[executable] = server
            return server
        }
    }

    /// The variable of `environment`, if any, that an app reads only as its process starts (the Swift runtime's, the
    /// loader's, the allocator's, the locale and time zone) and that differs from the runner's, which the server
    /// started with: a forked app would keep the server's, so such a launch is spawned.
    static func startupOnlyDifference(in environment: [String: String]) -> String? {
        let own = RunnerEnvironment.variables
        let names = Set(environment.keys).union(own.keys).filter { name in
            startupOnlyPrefixes.contains { name.hasPrefix($0) } || startupOnlyNames.contains(name)
        }
        return names.sorted().first { environment[$0] != own[$0] }
    }

    /// Asks the server for an app started as `request` says, with `streams` (input, output, error) as its standard
    /// streams; returns its process identifier once it is this process's child. On any failure the server is ended and
    /// forgotten before another request can reach it, so that no request reads the answer meant for one that failed.
    func start(_ request: ForkRequest, streams: [Int32]) throws(Failure) -> Int32 {
        try socket.withLock { (socket: inout Int32?) throws(Failure) -> Int32 in
            guard let descriptor = socket else { throw Failure(description: "it failed before") }
            do throws(Failure) {
                return try Self.exchange(request, streams, on: descriptor)
            } catch {
                retire(&socket, error)
                throw error
            }
        }
    }

    /// Ends the server and forgets it, for `failure`: its executable's apps are spawned from now on.
    func retire(_ failure: Failure) {
        socket.withLock { retire(&$0, failure) }
    }

    // MARK: - Private

    /// The servers by executable path, or why an executable has none.
    private static let servers = Lock<[String: Result<AppForkServer, Failure>]>([:])

    /// Variables read only as a process starts, by prefix and by name.
    private static let startupOnlyPrefixes = ["SWIFT_", "LD_", "MALLOC_", "LC_"]
    private static let startupOnlyNames: Set<String> = ["TZ", "LANG"]

    /// How long an answer may take before the server counts as broken: a fork takes a millisecond.
    private static let answerTimeout = timeval(tv_sec: 10, tv_usec: 0)

    /// An answer is a process identifier or a line of error.
    private static let maximumAnswerLength = 4096

    private let executable: String
    /// The runner's end of the server's socket, `nil` once the server failed; requests go one at a time, each
    /// answered before the next.
    private let socket: Lock<Int32?>
    private let process: ChildProcess

    private init(executable: String, arguments: [String]) throws {
        try ChildProcess.becomeSubreaper()
        let nothing = open("/dev/null", O_WRONLY | O_CLOEXEC)
        guard nothing >= 0 else { throw Failure(description: "/dev/null: \(String(cString: strerror(errno)))") }
        defer { close(nothing) }
        let (ours, theirs) = try DescriptorPassing.socketPair()
        defer { close(theirs) }
        var timeout = Self.answerTimeout
        setsockopt(ours, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        do {
            process = try ChildProcess(
                executable: executable, arguments: arguments,
                environment: RunnerEnvironment.variables, standardInput: theirs, standardOutput: nothing,
                standardError: STDERR_FILENO)
        } catch {
            close(ours)
            throw error
        }
        self.executable = executable
        socket = Lock(ours)
    }

    deinit {
        socket.withLock { socket in
            if let descriptor = socket { close(descriptor) }
        }
    }

    /// Ends the server and forgets it, with `socket` its held socket.
    private func retire(_ socket: inout Int32?, _ failure: Failure) {
        if let descriptor = socket { close(descriptor) }
        socket = nil
        process.send(signal: SIGKILL)
        Self.servers.withLock { $0[executable] = .failure(failure) }
    }

    /// One request and its answer on `socket`.
    private static func exchange(_ request: ForkRequest, _ streams: [Int32], on socket: Int32) throws(Failure) -> Int32
    {
        var buffer = [UInt8](repeating: 0, count: maximumAnswerLength)
        let message: (payload: [UInt8], descriptors: [Int32])?
        do {
            try DescriptorPassing.send(request.bytes, descriptors: streams, on: socket)
            message = try DescriptorPassing.receive(on: socket, buffer: &buffer)
        } catch  where error.code == EAGAIN || error.code == EWOULDBLOCK {
            throw Failure(description: "it did not answer within \(answerTimeout.tv_sec) s")
        } catch {
            throw Failure(description: "\(error)")
        }
        guard let message else { throw Failure(description: "it ended") }
        let answer = String(decoding: message.payload, as: UTF8.self)
        guard let pid = Int32(answer), pid > 0 else { throw Failure(description: "it answered \(answer)") }
        return pid
    }
}
