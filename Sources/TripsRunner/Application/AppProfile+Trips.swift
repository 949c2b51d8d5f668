import AppRunner
import AutomationProtocol
import Foundation
import TripsProtocol

extension AppProfile {
    /// How the runner drives `trips-shell`: found by ``ExecutableLocator/tripsShell``, launched by its fork server
    /// (`--fork-server`) unless `TRIPS_FORK_SERVER=0`, its stubbed network's requests noted after each step
    /// (``StepProbe/network``), a `network` step named by its city and condition, artifacts below
    /// `TRIPS_ARTIFACTS_DIR` when set, snapshots by Trips' variables (`SnapshotFolder.trips`), and a live clock's failure
    /// naming the options that put trips-shell on the driver's clock; it says source places when asked.
    public static let trips: AppProfile = {
        var profile = AppProfile(
            locate: { try ExecutableLocator.tripsShell.locate() },
            forkServerArguments: [LaunchOptionID.forkServer.definition.names[0]],
            forksWhenLocated: ProcessInfo.processInfo.environment["TRIPS_FORK_SERVER"] != "0",
            stepProbe: .network,
            commandNaming: { command in
                // Two network steps (offline, then back) would say the same without it.
                guard case .network(let change)? = try? TripsCommand(command) else { return nil }
                return CommandNaming(title: "network \(change)", subject: change.city.map { "\"\($0)\"" })
            },
            artifactsVariable: "TRIPS_ARTIFACTS_DIR",
            snapshots: .trips,
            liveClockAdvice: "launch with -uiTesting --driver-clock")
        profile.saysSourcePlaces = true
        return profile
    }()
}
