import AppRunner
import AutomationProtocol
import TripsProtocol

extension Application {
    /// What is on the app's pasteboard (what Share copied last), or `nil` before anything was copied: asked of the
    /// app, so it is what the app holds after every update it sent before.
    public var pasteboard: String? {
        get async throws { try TripsAnswer(try await perform(.pasteboard))?.pasteboard }
    }

    /// Throws a ``RunnerError`` of kind ``RunnerError/Kind/unexpectedAnswer`` unless the pasteboard holds `text`
    /// (`nil`: nothing copied yet); its first line names the text expected and the one the app holds.
    public func expectPasteboard(_ text: String?, file: String = #filePath, line: Int = #line) async throws {
        try await expect("the pasteboard", toEqual: text, file: file, line: line) { try await pasteboard }
    }
}
