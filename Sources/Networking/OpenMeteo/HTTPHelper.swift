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
        let process = Process()
        process.executableURL = executable
        let stdin = Pipe()
        let stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw WeatherError.unreachable("the live HTTP helper \(executable.path) could not start: \(error)")
        }
        try? stdin.fileHandleForWriting.write(contentsOf: input)
        try? stdin.fileHandleForWriting.close()
        let pid = process.processIdentifier
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                // A thread of its own, not the cooperative pool: reading a pipe to its end blocks.
                Thread.detachNewThread {
                    let data = (try? stdout.fileHandleForReading.readToEnd()) ?? Data()
                    process.waitUntilExit()
                    continuation.resume(returning: data)
                }
            }
        } onCancel: {
            // SIGKILL, which no inherited signal mask can hold back; the helper keeps nothing worth a clean exit.
            kill(pid, SIGKILL)
        }
    }
}
