import ConcurrencyHelpers
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An HTTP server written as a Python 3 script, in a process of its own for the length of one test.
///
/// The script listens on 127.0.0.1 on a port of its choosing, prints the port as its first line of standard output,
/// and exits when its standard input ends, so that it never outlives the test, even one that is killed. No test waits
/// on a fixed interval: starting waits for the port line, stopping for the process to exit.
public struct ScriptServer: Sendable {
    /// The port the server listens on.
    public let port: Int

    /// `http://127.0.0.1:<port>`.
    public var baseURL: URL {
        URL(string: "http://127.0.0.1:\(port)") ?? URL(fileURLWithPath: "/")
    }

    /// Starts `script`, runs `body` with the server, and stops the server however `body` ends.
    public static func run<Value: Sendable>(
        _ script: URL, isolation: isolated (any Actor)? = #isolation, _ body: (ScriptServer) async throws -> Value
    ) async throws -> Value {
        let (child, pipes) = try ChildProcess.start(
            executable: "/usr/bin/env", arguments: ["python3", "-B", script.path],
            environment: ProcessInfo.processInfo.environment,
            standardInput: .pipe, standardOutput: .pipe, standardError: .descriptor(2))
        guard let writer = pipes.input, let output = pipes.output else { throw ServerError("no pipes") }
        defer { try? writer.close() }
        let line = await firstLine(of: output)
        guard let port = Int(line.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            child.send(signal: SIGTERM)
            throw ServerError("\(script.lastPathComponent) printed no port: '\(line)'")
        }
        let outcome: Result<Value, any Error>
        do {
            outcome = .success(try await body(ScriptServer(port: port)))
        } catch {
            outcome = .failure(error)
        }
        try? writer.close()
        _ = await child.end()
        return try outcome.get()
    }

    /// `GET path` on the server (with a query, if any), as bytes; any status.
    public func get(_ pathAndQuery: String) async throws -> Data {
        guard let url = URL(string: baseURL.absoluteString + pathAndQuery) else {
            throw ServerError("not a URL: \(pathAndQuery)")
        }
        return try await URLSession.shared.data(from: url).0
    }

    /// `GET path`, decoded from JSON.
    public func get<Answer: Decodable>(_ pathAndQuery: String, as _: Answer.Type) async throws -> Answer {
        try JSONDecoder().decode(Answer.self, from: try await get(pathAndQuery))
    }

    /// Why a server could not be used.
    public struct ServerError: Error, CustomStringConvertible {
        /// What went wrong.
        public let description: String

        init(_ description: String) {
            self.description = description
        }
    }

    // MARK: - Private

    /// Everything up to the first newline (or the end). The pipe is read by a thread of its own with blocking reads,
    /// not by a `readabilityHandler`: on Linux, a dispatch source still registered when its pipe is closed can crash
    /// libdispatch's event loop (seen under ThreadSanitizer).
    private static func firstLine(of handle: FileHandle) async -> String {
        let chunks = AsyncStream<Data> { continuation in
            Thread {
                while case let chunk = handle.availableData, !chunk.isEmpty {
                    continuation.yield(chunk)
                }
                continuation.finish()
            }.start()
        }
        var buffer = Data()
        for await chunk in chunks {
            buffer.append(chunk)
            if buffer.contains(0x0A) { break }
        }
        let line = buffer.split(separator: 0x0A, omittingEmptySubsequences: false).first ?? Data()
        return String(decoding: line, as: UTF8.self)
    }
}
