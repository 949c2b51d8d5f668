import AutomationProtocol
import Networking
import TripsProtocol

extension AppModel {
    /// Performs one command a driver or the shell asks of the app: the one dispatcher every front end goes through
    /// (the automation endpoint for the wire, the shell for its lines). Returns the value the command reads out of
    /// the app, if it reads one.
    ///
    /// `settle` is how the front end waits for the app to settle, said as what it waits for (`the clock was moved`):
    /// the endpoint's wait ends when its input does, the shell's when Ctrl-C is pressed.
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
            guard let clock = environment.manualClock else {
                throw WireError(
                    code: .liveClock,
                    message: "The app's clock is live, so time passes by itself: launch with --driver-clock to "
                        + "advance it.")
            }
            // First let everything in flight reach its sleep, so that the time advanced is the time it sleeps through;
            // then let what came due run until the app is settled again.
            try await settle("the clock was moved")
            clock.advance(by: .milliseconds(milliseconds))
            try await settle("what the clock released had settled")
        case .declared(let id, _):
            guard let trips = try TripsCommand(command) else {
                // Another app's own command: this app reads requests by Trips' table, which never makes one.
                throw WireError(
                    code: .badRequest, message: "`\(id.definition.wireName ?? id.rawValue)` is no command of this app.")
            }
            return try perform(trips)?.answer
        }
        return nil
    }

    /// Performs one of the commands Trips declares for itself.
    private func perform(_ command: TripsCommand) throws -> TripsAnswer? {
        switch command {
        case .network(let change): NetworkRequests.apply(change, to: try stubNetwork())
        case .requests: return .requests(NetworkRequests.logged(in: try stubNetwork()))
        case .pasteboard: return environment.pasteboard.text.map(TripsAnswer.pasteboard)
        }
        return nil
    }

    /// The network a driver may change, or `notStubbed` if the app was not launched with `-uiTesting`.
    private func stubNetwork() throws(WireError) -> StubNetwork {
        guard let network = environment.stubNetwork else {
            throw WireError(
                code: .notStubbed,
                message: "Only an app launched with -uiTesting lets a driver change its network or read its requests; "
                    + "this one's network is as it was launched.")
        }
        return network
    }
}
