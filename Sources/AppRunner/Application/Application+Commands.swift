import AutomationProtocol
import Foundation

extension Application {
    /// Performs any command the app can be asked, as a flow's own call for it would: one on an element waits until
    /// the element is on screen, enabled and the app not busy (``AppElement/tap(timeout:file:line:)``), `back` until the app is
    /// not busy, `advanceClock` refuses a live clock before asking; returns what the command reads out of the app, if
    /// anything. A driver that builds commands from outside (the MCP server's tools) goes through here, so a new
    /// command of the table needs no call of its own to be driven.
    @discardableResult
    public func perform(_ command: Command, timeout: TimeInterval? = nil) async throws -> CommandAnswer? {
        switch command {
        case .back: try await back(timeout: timeout)
        case .advanceClock(let milliseconds): try await clock.advance(by: .milliseconds(milliseconds))
        case .waitForIdle: try await waitForIdle(timeout: timeout)
        default:
            if let locator = command.locator {
                try await element(locator).perform(command, timeout: timeout)
                return nil
            }
            return try await request(command, timeout: timeout).response.answer
        }
        return nil
    }
}
