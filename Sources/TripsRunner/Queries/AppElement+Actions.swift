import AutomationProtocol
import Foundation

extension AppElement {
    // MARK: - Acting

    /// Taps the element once it is on screen, enabled, and the app is not busy.
    ///
    /// The app counts as settled when it is idle or waits only on its clock (a debounce under the driver's clock).
    /// Throws a ``RunnerError`` when that does not happen within `timeout` (or cannot happen), and when the app
    /// refuses the tap, with the app's message and suggestions.
    public func tap(timeout: TimeInterval? = nil) async throws {
        try await act(timeout: timeout) { .tap(identifier: $0) }
    }

    /// Types `text` at the end of the text field, once it is ready as for ``tap(timeout:)``.
    public func typeText(_ text: String, timeout: TimeInterval? = nil) async throws {
        try await act(timeout: timeout) { .type(identifier: $0, text: text) }
    }

    /// Empties the text field, once it is ready as for ``tap(timeout:)``.
    public func clearText(timeout: TimeInterval? = nil) async throws {
        try await act(timeout: timeout) { .clear(identifier: $0) }
    }

    // MARK: - Private

    private func act(timeout: TimeInterval?, _ command: (String) -> Command) async throws {
        let state = try await app.require(actionable, timeout: timeout ?? app.defaultTimeout)
        guard case .found(let element) = locator.resolve(in: state.screen), !element.identifier.isEmpty else {
            var error = RunnerError(
                .notFound, "\(description) has no identifier, so the app cannot be told which it is.")
            error.query = description
            throw app.report(error, session: nil)
        }
        try await app.request(command(element.identifier))
    }
}
