import Foundation
import Locking
import PrivateFiles
import TripsRunner

extension AppDriver {
    /// How many actions an `explore` call tries unless it says.
    static let exploredActions = 300

    /// The `explore` tool: walks every state of the app the server drives, with its launch options, each fresh launch
    /// on a data directory of its own (the session's app is left as it was); answers the counts, each state with its
    /// controls and the walk that reaches it, and each broken invariant with its shrunk flow's source.
    func explore(maxActions: Int?, mayDoNothing: [String]) async -> ToolAnswer {
        do {
            try await launchIfNeeded()
        } catch {
            return failure(error, whole: false)
        }
        guard let executable = app.executableURL ?? (try? target.profile.locate?()) else {
            return ToolAnswer("explore: no binary to walk\n", isError: true)
        }
        let name = "trips-mcp-explore-\(UUID().uuidString)"
        let folder = scratch.appendingPathComponent(name)
        let data = scratch.appendingPathComponent(name + "-data")
        defer { try? FileManager.default.removeItem(at: data) }
        var options = ExplorationOptions()
        options.maxActions = maxActions ?? Self.exploredActions
        options.mayDoNothing = Set(mayDoNothing)
        let walked = ExplorationTarget(
            executableURL: executable, arguments: launchOptions, profile: target.profile,
            launchesByForking: app.launchesByForking,
            prepareFreshLaunch: freshData(below: data, options: launchOptions))
        let result = await Explorer(target: walked, options: options).run()
        let written = (try? result.write(to: folder)) != nil
        return ToolAnswer(Self.compactMap(result, folder: written ? folder.path : "(not written)"))
    }

    /// Gives each fresh launch a data directory of its own below `folder`, when the app keeps its data in one and
    /// `options` name none.
    private func freshData(below folder: URL, options: [String]) -> (@Sendable (Application) throws -> Void)? {
        guard let data = target.dataDirectory, !options.contains(data.option) else { return nil }
        let launches = Lock(0)
        return { app in
            let number = launches.withLock { count in
                count += 1
                return count
            }
            try OwnerOnly.makeDirectory(folder)
            let directory = folder.appendingPathComponent("\(number)")
            try OwnerOnly.makeDirectory(directory)
            app.launchArguments = options + [data.option, directory.path]
        }
    }

    /// The summary, each state with its key and the walk that reaches it, and each broken invariant's flow.
    static func compactMap(_ result: ExplorationResult, folder: String) -> String {
        var text = ExplorationSummary(result: result, folder: folder).text
        text += "states:\n"
        for state in result.map.states {
            let path = state.path.isEmpty ? "the launch" : state.path.joined(separator: "; ")
            text += "  s\(state.id) \(state.key)\n    by: \(path)\n"
        }
        for failure in result.failures {
            text += "flow \(failure.flowFile):\n" + failure.flowSource
        }
        return text
    }
}
