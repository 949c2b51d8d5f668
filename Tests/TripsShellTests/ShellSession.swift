import ConcurrencyHelpers
import Foundation
import Testing
import TripsTestKit

/// A running `trips-shell` whose standard input the test writes as it goes, so that it can hold a session at a chosen
/// point (two apps both loaded, neither saved yet) and wait for what it prints, never for a fixed time.
struct ShellSession: Sendable {
    private let input: FileHandle
    private let output: LockBox<String>
    private let printed: AsyncStream<Void>

    /// Starts `trips-shell` with `arguments` (and `environment`, under `umask` if one is given, as
    /// ``ProcessRunner/command(_:umask:)`` starts it), runs `body` with the session, then ends its input and waits
    /// for it to exit; returns everything it printed.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], umask: String? = nil,
        isolation: isolated (any Actor)? = #isolation, _ body: (ShellSession) async throws -> Void
    ) async throws -> String {
        let (exited, sink) = AsyncStream.makeStream(of: Void.self)
        let (executable, all) = ProcessRunner.command(arguments, umask: umask)
        // ChildProcess, not Foundation's Process: its run() can crash a test process that starts many.
        let (_, pipes) = try ChildProcess.start(
            executable: executable, arguments: all,
            environment: ProcessInfo.processInfo.environment.merging(["TRIPS_HISTORY_FILE": ""]) { $1 }
                .merging(environment) { $1 },
            standardInput: .pipe, standardOutput: .pipe, standardError: .descriptor(2),
            onEnd: { _ in sink.finish() })
        let writer = try #require(pipes.input)
        let handle = try #require(pipes.output)
        let text = LockBox("")
        // A thread of its own with blocking reads, not a readabilityHandler (see ScriptServer).
        let printed = AsyncStream<Void>(bufferingPolicy: .bufferingNewest(1)) { continuation in
            Thread {
                while case let chunk = handle.availableData, !chunk.isEmpty {
                    text.withLock { $0 += String(decoding: chunk, as: UTF8.self) }
                    continuation.yield()
                }
                continuation.finish()
            }.start()
        }
        let session = ShellSession(input: writer, output: text, printed: printed)
        let outcome: Result<Void, any Error>
        do {
            outcome = .success(try await body(session))
        } catch {
            outcome = .failure(error)
        }
        try? writer.close()
        for await _ in exited {}
        for await _ in printed {}  // to the end of its output
        try outcome.get()
        return text.value
    }

    /// Writes lines to the shell's standard input.
    func send(_ lines: String) {
        input.write(Data(lines.utf8))
    }

    /// Returns once the shell has printed `text`; `false` if its output ended first.
    func waitFor(_ text: String) async -> Bool {
        if output.value.contains(text) { return true }
        for await _ in printed where output.value.contains(text) { return true }
        return output.value.contains(text)
    }
}
