import ConcurrencyHelpers
import Domain
import Foundation

/// The live transport's other half: `trips-http`, a small executable beside the app's own that sends one request
/// with URLSession and exits.
///
/// On Linux URLSession lives in FoundationNetworking, over libcurl and its whole chain (TLS, Kerberos, LDAP: some 30
/// shared libraries). An app that linked it would load them all at every launch, though `-uiTesting` and the stubs
/// never touch the network. So the app links none of it and asks the helper instead, as git leaves HTTP to
/// `git-remote-https`: a process per request, which costs a few milliseconds against a network's tens or hundreds.
///
/// The helper reads an ``HTTPRequest`` as JSON on its stdin and writes one ``HTTPHelperAnswer`` as JSON on its
/// stdout. A request whose task is cancelled (a timeout, a screen gone) kills its helper.
public struct HTTPHelper: Sendable {
    /// The helper's executable.
    public var executable: URL

    /// The helper at `executable`.
    public init(executable: URL) {
        self.executable = executable
    }

    /// The helper's name; it is built beside `trips-shell` (`swift build --product trips-http`).
    public static let name = "trips-http"

    /// `trips-http` in the directory of the running executable.
    public static var besideExecutable: HTTPHelper {
        let directory =
            Bundle.main.executableURL?.deletingLastPathComponent()
            ?? URL(fileURLWithPath: CommandLine.arguments.first ?? ".").deletingLastPathComponent()
        return HTTPHelper(executable: directory.appendingPathComponent(name))
    }

    /// The transport that sends every request through this helper.
    public var transport: HTTPTransport {
        HTTPTransport { request in try await send(request) }
    }

    /// Sends one request through a new helper process and returns its answer.
    public func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw WeatherError.unreachable(
                "the live HTTP helper \(executable.path) is missing (build it: swift build --product \(Self.name))")
        }
        let output = try await run(input: JSONEncoder().encode(request))
        try Task.checkCancellation()
        let answer: HTTPHelperAnswer
        do {
            answer = try JSONDecoder().decode(HTTPHelperAnswer.self, from: output)
        } catch {
            throw WeatherError.unreachable("the live HTTP helper \(executable.path) gave no answer")
        }
        switch answer {
        case .answered(let response, let body): return (body, response)
        case .unreachable(let reason): throw WeatherError.unreachable(reason)
        case .unreadable(let reason): throw WeatherError.unreadable(reason)
        }
    }

    // MARK: - Private

    /// Runs the helper with `input` on its stdin and returns everything it wrote on its stdout. The helper is
    /// killed if the task is cancelled meanwhile; its stdout then ends early.
    private func run(input: Data) async throws -> Data {
        let ended = HelperEnd()
        let nowhere = open("/dev/null", O_WRONLY | O_CLOEXEC)
        defer { close(nowhere) }
        let started: (child: ChildProcess, pipes: ChildProcess.Pipes)
        do {
            // ChildProcess, not Foundation's Process, whose run() can crash a process that starts many children.
            started = try ChildProcess.start(
                executable: executable.path, arguments: [], environment: ProcessInfo.processInfo.environment,
                standardInput: .pipe, standardOutput: .pipe, standardError: .descriptor(nowhere),
                onEnd: { _ in ended.signal() })
        } catch {
            throw WeatherError.unreachable("the live HTTP helper \(executable.path) could not start: \(error)")
        }
        let child = started.child
        let answer = started.pipes.output
        try? started.pipes.input?.write(contentsOf: input)
        try? started.pipes.input?.close()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                // A thread of its own, not the cooperative pool: reading a pipe to its end blocks.
                Thread.detachNewThread {
                    let data = (try? answer?.readToEnd()) ?? Data()
                    ended.wait()
                    continuation.resume(returning: data)
                }
            }
        } onCancel: {
            // SIGKILL, which no inherited signal mask can hold back; the helper keeps nothing worth a clean exit.
            child.send(signal: SIGKILL)
        }
    }
}

/// The helper's end, told by its reaper thread and awaited by the thread that read its answer.
private final class HelperEnd: Sendable {
    private let ended = DispatchSemaphore(value: 0)

    /// The helper has ended and been reaped.
    func signal() { ended.signal() }

    /// Blocks this thread until the helper has ended.
    func wait() { ended.wait() }
}
