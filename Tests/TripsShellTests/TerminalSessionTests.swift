import Foundation
import Testing

/// `trips-shell` on a real (pseudo-)terminal, driven key by key by `Fixtures/pty_session.py`: Tab completion, history
/// with Up and across sessions, Ctrl-C at the prompt and during a wait, non-ASCII input, Ctrl-D.
@Suite(.timeLimit(.minutes(3)))
struct TerminalSessionTests {
    @Test func aPersonAtATerminal() async throws {
        try await ProcessRunner.terminalStory("pty_session.py") { result, _ in
            #expect(result.status == 0, "\(result.output)\(result.errors)")
            #expect(result.output.contains("ok: Tab completes tap trip.se"))
            #expect(result.output.contains("ok: non-ASCII typed at a terminal arrives intact"))
        }
    }
}
