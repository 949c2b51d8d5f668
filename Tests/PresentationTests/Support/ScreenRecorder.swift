import AutomationProtocol
import Observation
import Presentation
import Testing
import TripsTestKit

/// Records every distinct screen an app renders, once per main-actor turn, in the spirit of SwiftModel's exhaustive
/// tests: a test then asserts the exact sequence, so a flicker it did not expect fails it.
@MainActor
@Observable
final class ScreenRecorder {
    private(set) var screens: [String] = []
    @ObservationIgnored private var recording: Task<Void, Never>?

    /// Starts recording `app`, beginning with what it shows now.
    init(_ app: AppModel) {
        screens = [TextRenderer.render(app.screen)]
        recording = Task { [weak self] in
            await app.observe { screen, _ in
                let text = TextRenderer.render(screen)
                if self?.screens.last != text { self?.screens.append(text) }
                return false
            }
        }
    }

    /// Waits until the recording has caught up with what `app` shows now.
    func catchUp(_ app: AppModel, sourceLocation: SourceLocation = #_sourceLocation) async {
        let current = TextRenderer.render(app.screen)
        await expect(sourceLocation: sourceLocation) { self.screens.last == current }
    }

    /// Catches up, then stops and returns the screens.
    func finish(_ app: AppModel, sourceLocation: SourceLocation = #_sourceLocation) async -> [String] {
        await catchUp(app, sourceLocation: sourceLocation)
        recording?.cancel()
        return screens
    }
}
