import AutomationProtocol
import Foundation
import PrivateFiles

extension AppDriver {
    // MARK: - Launching

    /// Launches the app the first time a tool needs it.
    func launchIfNeeded() async throws {
        guard !hasLaunched else { return }
        // The profile says when a first launch gets a data directory of its own (a stubbed app) and when it runs on the
        // person's own data (a live one).
        try await launch(freshData: target.dataDirectory?.freshByDefault(launchOptions) ?? false)
    }

    /// A new app with the current launch options, on the driver's data directory (a new one when `freshData`), for an
    /// app that keeps its data in one: one it makes when the profile says a launch starts fresh or when asked for
    /// fresh data, and then keeps for every relaunch, whatever options come with it, unless they name a directory of
    /// their own. The session's first launch, whichever tool asks for it, builds the package's product first, so that
    /// it is of the app as its sources are now.
    func launch(freshData: Bool, keepingSteps: Bool = false) async throws {
        if !hasLaunched {
            hasLaunched = true
            try await buildProduct()
        }
        shown.launched()
        lastSettled = nil
        if !keepingSteps {
            performed = []
            recordingLaunchOptions = launchOptions
        }
        var arguments = launchOptions
        if let data = target.dataDirectory, !launchOptions.contains(data.option),
            data.freshByDefault(launchOptions) || freshData || dataDirectory != nil
        {
            if freshData || dataDirectory == nil {
                let directory = scratch.appendingPathComponent(
                    "trips-mcp-\(UUID().uuidString)")
                try OwnerOnly.makeDirectory(directory)
                madeDirectories.append(directory)
                dataDirectory = directory
            }
            arguments += [data.option, dataDirectory?.path ?? ""]
        }
        app.launchArguments = arguments
        try await app.launch()
    }

    /// A relaunch on the same data is a step of the session a recorded flow repeats (the runner's `relaunch()`,
    /// which keeps the flow's data directory); one on fresh data starts the session again, as a flow's launch does.
    func relaunch(_ arguments: CommandArguments) async throws -> String {
        let fresh = arguments[.freshData] ?? false
        let options = arguments[.options] ?? launchOptions
        let continues = hasLaunched && !fresh
        let before = lastSettled ?? app.latestState?.screen
        let changed = options != launchOptions
        launchOptions = options
        try await launch(freshData: fresh, keepingSteps: continues)
        if continues, let before { try await recordRelaunch(before: before, options: changed ? options : nil) }
        let ownData = target.dataDirectory.map { launchOptions.contains($0.option) } ?? true
        let data = ownData || dataDirectory == nil ? "" : fresh ? ", on a new data directory" : ", on the same data"
        return "relaunched: \(target.commandLine(launchOptions))\(data)\n"
    }
}
