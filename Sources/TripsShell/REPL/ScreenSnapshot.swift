import AutomationProtocol
import Locking

/// The screen on display, readable from any thread: the main actor keeps it current and libedit's thread completes
/// against it.
final class ScreenSnapshot: Sendable {
    private let current: Lock<Screen>

    /// A snapshot showing `screen`.
    init(_ screen: Screen) {
        current = Lock(screen)
    }

    /// The screen now.
    var screen: Screen { current.withLock { $0 } }

    /// Replaces the screen.
    func update(_ screen: Screen) {
        current.withLock { $0 = screen }
    }
}
