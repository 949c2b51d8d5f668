import AutomationProtocol
import Foundation

extension AppElement {
    // MARK: - Acting

    /// Taps the element once it is on screen, enabled, and the app is not busy.
    ///
    /// The app counts as settled when it is idle or waits only on its clock (a debounce under the driver's clock).
    /// The app itself then resolves the element's locator in its live tree, checks it can be tapped and taps it, in
    /// one turn of its main actor. Throws a ``RunnerError`` when the element is not ready within `timeout` (or cannot
    /// become so), and when the app refuses the tap, with the app's message and suggestions.
    public func tap(timeout: TimeInterval? = nil, file: String = #filePath, line: Int = #line) async throws {
        try await CallSite.stamp(file, line) {
            try await act(timeout: timeout) { .tap($0) }
        }
    }

    /// Types `text` at the end of the text field, once it is ready as for ``tap(timeout:file:line:)``.
    public func typeText(_ text: String, timeout: TimeInterval? = nil, file: String = #filePath, line: Int = #line)
        async throws
    {
        try await CallSite.stamp(file, line) {
            try await act(timeout: timeout) { .type($0, text: text) }
        }
    }

    /// Empties the text field, once it is ready as for ``tap(timeout:file:line:)``.
    public func clearText(timeout: TimeInterval? = nil, file: String = #filePath, line: Int = #line) async throws {
        try await CallSite.stamp(file, line) {
            try await act(timeout: timeout) { .clear($0) }
        }
    }

    /// Replaces the text field's whole text with `text` in one request (an empty `text` empties it), once it is
    /// ready as for ``tap(timeout:file:line:)``.
    public func replaceText(_ text: String, timeout: TimeInterval? = nil, file: String = #filePath, line: Int = #line)
        async throws
    {
        try await CallSite.stamp(file, line) {
            try await act(timeout: timeout) { .replace($0, text: text) }
        }
    }

    /// Performs `command` on this element (its locator in place of the command's), once it is ready as for
    /// ``tap(timeout:file:line:)``.
    func perform(_ command: Command, timeout: TimeInterval?) async throws {
        try await act(timeout: timeout) { command.on($0) }
    }

    // MARK: - Private

    private func act(timeout: TimeInterval?, _ command: (Locator) -> Command) async throws {
        let state = try await app.require(actionable, timeout: timeout ?? app.defaultTimeout)
        if locator.isSerializable {
            try await app.request(command(locator))
            return
        }
        // A predicate cannot travel: act on the element it found, named exactly, so the app refuses it if it changed.
        guard case .found(let found) = locator.resolve(in: state.screen), !found.element.identifier.isEmpty else {
            var error = RunnerError(
                .notFound, "\(description) has no identifier, so the app cannot be told which it is.")
            error.query = description
            throw app.report(error, session: nil)
        }
        let element = found.element
        try await app.request(
            command(Locator(role: element.role, identifier: element.identifier, label: .equals(element.label))))
    }
}
