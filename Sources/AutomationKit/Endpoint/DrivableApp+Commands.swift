import AutomationProtocol

extension DrivableApp {
    /// Performs one command a driver or a shell asks of the app: the one dispatcher every front end goes through (the
    /// endpoint for the wire, an app's own shell for its lines). Returns the value the command reads out of the app,
    /// if it reads one.
    ///
    /// `settle` is how the front end waits for the app to settle, said as what it waits for (`the clock was moved`):
    /// the endpoint's wait ends when its input does, a shell's when Ctrl-C is pressed.
    public func perform(
        _ command: Command, settle: @MainActor (_ before: String) async throws -> Void
    ) async throws -> CommandAnswer? {
        switch command {
        case .snapshot, .fullState: break
        // Resolved, checked and performed in this one main-actor turn (protocol version 2).
        case .tap(let locator): try perform(.tap, on: locator)
        case .type(let locator, let text): try perform(.type(text), on: locator)
        case .clear(let locator): try perform(.clear, on: locator)
        case .replace(let locator, let text): try perform(.replace(text), on: locator)
        case .back: try back()
        case .waitForIdle: try await settle("the app settled")
        case .advanceClock(let milliseconds):
            guard let clock = work.driverClock else {
                throw WireError(
                    code: .liveClock,
                    message: "The app's clock is live, so time passes by itself: \(liveClockAdvice) to advance it.")
            }
            // First let everything in flight reach its sleep, so that the time advanced is the time it sleeps through;
            // then let what came due run until the app is settled again.
            try await settle("the clock was moved")
            clock.advance(by: .milliseconds(milliseconds))
            try await settle("what the clock released had settled")
        case .declared: return try await perform(declared: command)
        }
        return nil
    }
}
