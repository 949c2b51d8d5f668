import AutomationProtocol
import Foundation
import Presentation
import TripsProtocol

/// What a fork server does once, before it serves, so that the apps it forks start with the Swift runtime's caches
/// filled: a stubbed launch's first steps, on a data directory of its own that it removes.
///
/// The Swift runtime resolves a generic type's metadata, and looks up a type's conformance to a protocol by scanning
/// every conformance record in the binary (Foundation's thousands included), the first time each is needed, and keeps
/// the answer for the rest of the process. A forked app inherits what its server has already looked up. So the server
/// goes through what every app does at launch (reading its options, making its environment, seeding and reading the
/// trips file, building the first screen, saying hello, reading a request and writing a state update) and throws the
/// results away. It starts no task and no thread (a fork server forks only with one), reads no process identifier
/// (the app's own must be its own), and leaves nothing behind: the apps still read their own launch from scratch.
@MainActor
enum LaunchWarmUp {
    /// Runs the launch's first steps once; any that fails only leaves its caches cold.
    static func run() {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trips-fork-server-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        guard
            let options = try? LaunchOptions.parse(
                ["--automation", "--protocol-version", "\(WireFormat.protocolVersion)", "-uiTesting", "--driver-clock"]
            ),
            let environment = try? AppEnvironment.make(from: options, dataDirectory: directory)
        else { return }
        let app = AppModel(environment: environment)
        var states = StateTracker()
        let (screen, activity) = (app.screen, app.activity)
        let first = states.encode(screen: screen, activity: activity, whole: true)
        let hello = Hello(
            app: "trips-shell", version: ShellVersion.current, pid: 0,
            state: AppState(sequence: first.sequence, screen: screen, activity: activity))
        _ = WireFormat.line(.hello(hello))
        _ = WireFormat.line(.update(states.encode(screen: screen, activity: activity, whole: false)))
        _ = try? Request.read(
            Data(#"{"command":"tap","id":1,"locator":{"identifier":"trips.add"}}"#.utf8), table: .trips)
        _ = TextRenderer.render(screen)
        try? environment.trips.save(app.trips)
    }
}
