import AutomationKit
import Networking
import TripsProtocol

extension AppModel {
    /// Performs one of the commands Trips declares for itself (``TripsCommand``); the core's are the kit's
    /// (``DrivableApp/perform(_:settle:)``).
    public func perform(declared command: Command) async throws -> CommandAnswer? {
        guard let trips = try TripsCommand(command) else {
            // Another app's own command: this app reads requests by Trips' table, which never makes one.
            throw WireError(code: .badRequest, message: "`\(command.name)` is no command of this app.")
        }
        return try perform(trips)?.answer
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
