import AutomationProtocol
import Foundation
import TripsProtocol

extension AppDriver {
    /// A driver for the `trips-shell` at `shell` (TripsRunner's own search when `nil`: `TRIPS_SHELL_PATH`, then the
    /// built one), launched with `launchOptions`; the data directories it makes go in `scratch`.
    public init(
        shell: URL?, launchOptions: [String], scratch: URL = FileManager.default.temporaryDirectory,
        package: URL? = nil
    ) {
        self.init(app: .trips(executable: shell, launchOptions: launchOptions), scratch: scratch, package: package)
    }
}

extension ToolCatalog {
    /// Trips' tools: the core's, Trips' own commands (its stubbed network, its pasteboard), the server's.
    public static let trips = ToolCatalog(appCommands: CommandID.tripsCommands)
}
