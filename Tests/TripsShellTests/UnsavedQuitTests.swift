import Foundation
import Testing

/// Leaving `trips-shell` at a (pseudo-)terminal with a change it could not save, driven key by key by
/// `Fixtures/pty_unsaved.py`: `quit` and Ctrl-D name the trip and ask once; "n" stays, "y" leaves with status 1.
@Suite(.timeLimit(.minutes(3)))
struct UnsavedQuitTests {
    @Test func quittingWithAnUnsavedTripSaysWhichAndAsksOnce() async throws {
        try await ProcessRunner.terminalStory("pty_unsaved.py") { result, _ in
            #expect(result.status == 0, "\(result.output)\(result.errors)")
            #expect(result.output.contains("ok: leaving with a lost change exits 1"))
        }
    }
}
