import AutomationProtocol
import Foundation
import TripsProtocol
import TripsRunner

/// Trips as the server drives it: what Trips needs that no other app does is said here, and nowhere else in the
/// server.
extension DrivenApp {
    /// `trips-shell` (at `executable`, else as TripsRunner finds it) under `launchOptions` (default `-uiTesting`):
    /// its stubbed network and pasteboard as tools, a data directory of the server's own under `-uiTesting` (seeded
    /// with the sample trips, kept across relaunches), and flows recorded on TripsRunner's `withApp`.
    public static func trips(executable: URL? = nil, launchOptions: [String] = ["-uiTesting"]) -> DrivenApp {
        var app = DrivenApp(name: "trips-shell", executable: executable, launchOptions: launchOptions)
        app.title = "Trips"
        app.profile = .trips
        app.commands = CommandID.tripsCommands
        app.dataDirectory = DataDirectory(
            option: LaunchOptionID.dataDirectory.definition.names[0], freshByDefault: { $0.contains("-uiTesting") })
        app.answerText = { command, answer in
            let answer = try TripsAnswer(answer)
            switch try TripsCommand(command) {
            case .requests: return NetworkRequest.lines(answer?.requests ?? [])
            case .network(let change):
                // The screen rarely changes with the network: the answer says what did.
                return "network: \(change)\n"
            case .pasteboard: return CommandAnswer.pasteboardLine(answer?.pasteboard)
            case nil: return nil
            }
        }
        app.relaunchKeeps = "no saved trip is lost"
        app.optionsHelp = "`trips-shell --help` lists them"
        app.instructions = """
            Trips is a travel app's core (a list of trips and the weather where each one goes), driven here as a test \
            drives it; its identifiers read like trip.seattle, newTrip.destination, weather.temperature.
            - Under --driver-clock suggestions come 300 ms after typing stops; stubbed latency and timeouts run on \
            the driver's clock too.
            - network changes the stubbed network (offline, failing, slow, silent, normal; for one city or all); \
            requests lists what the app asked it; pasteboard reads what Share copied.
            """
        app.recording = .layer(refusal: { options in
            options.contains("-uiTesting")
                ? nil : "record_flow needs the app under -uiTesting: a recorded flow runs on the stubs."
        })
        return app
    }
}
