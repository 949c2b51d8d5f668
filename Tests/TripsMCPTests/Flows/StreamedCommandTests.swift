import Foundation
import Locking
import Testing

@testable import TripsMCP

/// The flow tools' programs are read line by line as they write, both streams together, and never outlive a
/// cancelled call.
@Suite("A streamed command", .timeLimit(.minutes(1)))
struct StreamedCommandTests {
    @Test func outputAndErrorsComeAsLinesInTheOrderWritten() async throws {
        let seen = Lock<[String]>([])
        let outcome = try await StreamedCommand(
            executable: "/bin/sh", arguments: ["-c", "echo one; echo two >&2; echo three; exit 3"], environment: [:]
        ).run { line in seen.withLock { $0.append(line) } }
        #expect(outcome.status == 3)
        #expect(outcome.lines == ["one", "two", "three"])
        #expect(seen.withLock { $0 } == outcome.lines)
    }

    /// The background `sleep` holds the output pipe open, so the call can return only once it has ended too.
    @Test func cancellingEndsTheProgramAndWhatItStarted() async throws {
        let started = AsyncStream.makeStream(of: Void.self)
        let clock = ContinuousClock()
        let begun = clock.now
        let run = Task {
            try await StreamedCommand(
                executable: "/bin/sh", arguments: ["-c", "sleep 300 & echo started; wait"], environment: [:]
            ).run { line in if line == "started" { started.continuation.yield() } }
        }
        for await _ in started.stream { break }
        run.cancel()
        let outcome = try await run.value
        #expect(outcome.status == 128 + SIGTERM)
        #expect(clock.now - begun < .seconds(60), "the background sleep outlived the cancelled call")
    }
}
