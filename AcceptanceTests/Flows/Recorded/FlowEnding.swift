import Locking
import TripsRunner

/// The screen a flow ended on, kept for a test that runs a flow and compares where it ended (the recorded flows'
/// round trip): `withApp` notes it, once the app is idle, when a test asks with ``capture(_:)``.
enum FlowEnding {
    /// Where the running task's flow keeps its last screen; `nil` when no test asked.
    @TaskLocal static var keeper: Keeper?

    /// Holds one screen's text.
    final class Keeper: Sendable {
        let screen = Lock<String?>(nil)
    }

    /// Runs `flow` and returns the text of the screen its app ended on.
    static func capture(_ flow: () async throws -> Void) async throws -> String? {
        let keeper = Keeper()
        try await $keeper.withValue(keeper) { try await flow() }
        return keeper.screen.withLock { $0 }
    }

    /// Notes the screen `app` shows once idle, if a test asked; does nothing otherwise.
    static func note(_ app: Application) async throws {
        guard let keeper else { return }
        try await app.waitForIdle()
        let text = app.screenText
        keeper.screen.withLock { $0 = text }
    }
}
