import AppRunner
import AutomationProtocol
import TripsProtocol

extension Application {
    /// What is on the app's pasteboard (what Share copied last), or `nil` before anything was copied: asked of the
    /// app, so it is what the app holds after every update it sent before.
    public var pasteboard: String? {
        get async throws { try TripsAnswer(try await perform(.pasteboard))?.pasteboard }
    }
}
