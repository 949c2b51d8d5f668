import AutomationProtocol
import Foundation
import PrivateFiles
import TripsRunner

/// What a flow tool tells as it goes, for MCP progress notifications.
public typealias FlowProgress = @Sendable (FlowWorkspace.Progress) -> Void

extension AppDriver {
    // MARK: - list_flows

    /// The flows `filter` and `tags` select, after building the package.
    func listFlows(filter: String?, tags: [String]?, progress: @escaping FlowProgress) async -> ToolAnswer {
        do {
            let workspace = try flowWorkspace()
            try await build(workspace, progress)
            let listing = try await workspace.list(filter: filter ?? "", tags: tags ?? [])
            guard !listing.flows.isEmpty else {
                throw Self.nothingSelected(filter, tags, in: try await workspace.list(filter: "", tags: []))
            }
            return ToolAnswer(listing.text)
        } catch {
            return ToolAnswer("\(error)", isError: true)
        }
    }

    // MARK: - run_flows

    /// Builds, then runs the flows named (by their names as `list_flows` gives them), or those `filter` and `tags`
    /// select (every flow when none is given); answers with the counts and each failure.
    func runFlows(
        names: [String]?, filter: String?, tags: [String]?, retries: Int?, wholeScreens: Bool,
        progress: @escaping FlowProgress
    ) async -> ToolAnswer {
        do {
            // Arguments that cannot select anything are refused before the build, which takes a while.
            try Self.checkSelection(names: names, filter: filter)
            let workspace = try flowWorkspace()
            try await build(workspace, progress)
            let results = try await run(
                workspace, names: names, filter: filter, tags: tags, retries: retries ?? 0, progress: progress)
            let sources = workspace.sources(of: results)
            let report = FlowRunReport(
                results: results, wholeScreens: wholeScreens, sources: sources,
                age: workspace.age(of: results, sources: sources))
            let failed = (results.counts["failed"] ?? 0) > 0
            return ToolAnswer(report.text + (failed ? "\n\n" + Self.debugHint : ""))
        } catch {
            return ToolAnswer("\(error)", isError: true)
        }
    }

    static let debugHint =
        "debug_flow with a failed flow's name opens this session's app where it failed (or before a `step`). The "
        + "evidence folders last as long as this session."

    // MARK: - debug_flow

    /// Puts this session's app where flow `name`'s first failure was recorded in the latest run (running it first
    /// when that run did not include it), or just before its step `step`: the same launch options and data, each of
    /// the flow's actions up to there taken again in order, each once the app shows the screen the flow saw then;
    /// every tool then works on it, and the recorder keeps those actions as the session's first steps, so that
    /// `record_flow` writes a flow that gets there from a launch.
    func debugFlow(name: String, step: Int?, progress: @escaping FlowProgress) async -> ToolAnswer {
        do {
            let workspace = try flowWorkspace()
            var flow = lastRun.flatMap { Self.flow(named: name, in: $0) }
            if flow == nil {
                try await build(workspace, progress)
                let results = try await run(
                    workspace, names: [name], filter: nil, tags: nil, retries: 0, progress: progress)
                flow = Self.flow(named: name, in: results)
            }
            guard let flow else { throw FlowToolError("No flow is called \"\(name)\".") }
            // A replay of a run older than the flow's sources may not be the flow as it is now: said, not refused.
            let run = lastRun.map { [$0] } ?? []
            let sources = run.flatMap { workspace.sources(of: $0) }
            let age = run.first.map { workspace.age(of: $0, sources: sources) }
            return try await debug(
                flow, step: step, older: age?.runLine(for: flow, sources: sources, use: "replays"), progress: progress)
        } catch {
            return ToolAnswer("\(error)", isError: true)
        }
    }

    private func debug(
        _ flow: FlowRunResults.Flow, step: Int?, older: String?, progress: @escaping FlowProgress
    ) async throws -> ToolAnswer {
        let failedCase = flow.runs.lazy.flatMap(\.cases).first { $0.status == "failed" }
        let anyCase = failedCase ?? flow.runs.lazy.flatMap(\.cases).first { $0.trace != nil }
        guard let chosen = anyCase, let trace = chosen.trace else {
            throw FlowToolError("The latest run of \"\(flow.name)\" left no trace to replay (status \(flow.status)).")
        }
        guard failedCase != nil || step != nil else {
            let steps = trace.apps?.reduce(0) { $0 + $1.steps.count } ?? 0
            throw FlowToolError(
                "\"\(flow.name)\" passed in the latest run: there is no failure to open. Name a `step` (1 to \(steps)) "
                    + "to open it just before that step.")
        }
        let script = try FlowReplayScript(trace: trace, beforeStep: step, dataOption: target.dataDirectory?.option)
        await app.terminate()
        var directories: [String: URL] = [:]
        for (index, launch) in script.launches.enumerated() {
            progress(.init(message: "launching app \(index + 1) of the flow", done: Double(index), total: nil))
            // An app on the data of one before it is the flow's relaunch, a step record_flow repeats; any other
            // starts the recording again, as a flow's own launch would.
            let relaunches = launch.dataDirectory.map { directories[$0] != nil } ?? false
            let before = relaunches ? app.latestState?.screen : nil
            let changed = launch.arguments != launchOptions
            launchOptions = launch.arguments
            if let original = launch.dataDirectory {
                let directory = try directories[original] ?? newDataDirectory()
                directories[original] = directory
                dataDirectory = directory
            }
            // The flow's own binary, when it still stands where the flow launched it (a build folder of another
            // path, another app of the package): the session drives that app from here on.
            if let executable = launch.executable, FileManager.default.isExecutableFile(atPath: executable) {
                app.executableURL = URL(fileURLWithPath: executable)
            }
            try await self.launch(freshData: false, keepingSteps: relaunches)
            if let before { try await recordRelaunch(before: before, options: changed ? launch.arguments : nil) }
            for each in try await app.replay(launch.requests, table: target.table) {
                record(each.command.id, each.command.arguments, before: each.before, after: each.after)
            }
        }
        if let target = script.target {
            try await app.reach(target, otherwise: Self.notAtTarget(script, atFailure: step == nil))
        }
        let state = try await settled()
        lastSettled = state.screen
        var lines = [
            "debugging \"\(flow.suite): \(flow.name)\" " + Self.place(script, beforeStep: step) + ": "
                + Self.replayed(script, in: target.name)
        ]
        if step == nil, let message = failedCase?.issues.first?.message {
            lines.append("the failure: " + (message.split(separator: "\n").first.map(String.init) ?? message))
            let failure = failedCase?.trace?.failures?.first
            if let declared = failure?.declaration { lines.append("the control: \(declared)") }
            if let action = failure?.actionDeclaration { lines.append("\(action)") }
        }
        if let older { lines.append(older) }
        if step == nil, script.totalSteps > script.steps {
            let more = script.totalSteps - script.steps
            lines.append(
                "the flow went on for \(more) more step\(more == 1 ? "" : "s") after it; the app is at the failure, "
                    + (script.steps == 0 ? "before step 1" : "after step \(script.steps)"))
        }
        lines.append(
            "Every tool now works on this app"
                + (directories.isEmpty ? "" : " (its data directory is this session's own)")
                + "; record_flow writes the flow's steps to here, then yours; relaunch with fresh_data leaves it.")
        return ToolAnswer(lines.joined(separator: "\n") + "\n\n" + shown.whole(state))
    }

    /// Where the replay put the app: at the failure, in or after the step it was recorded after, or before `step`.
    static func place(_ script: FlowReplayScript, beforeStep step: Int?) -> String {
        if let step {
            return "before step \(step)" + (script.nextStep.map { " (\($0.title))" } ?? "")
        }
        guard let last = script.lastStep else { return "at its failure, before step 1" }
        // A step that did what it was asked is not where the failure was: an `#expect` on a value it read failed
        // after it. A step that did not is the failure itself.
        return "at its failure, \(last.succeeded ? "after" : "in") step \(script.steps) (\(last.title))"
    }

    /// What the replay said again, in steps as run_flows and `make trace` number them, to each app the flow launched
    /// (by its binary's name; `name` when the trace does not say).
    static func replayed(_ script: FlowReplayScript, in name: String) -> String {
        let launches = script.launches.map { launch in
            let binary = launch.executable.map { URL(fileURLWithPath: $0).lastPathComponent } ?? name
            return ([binary] + launch.arguments).joined(separator: " ")
        }
        return "replayed \(script.steps) step\(script.steps == 1 ? "" : "s") in "
            + launches.joined(separator: ", then ")
    }

    /// Why the app is not where the flow was: it settled on another screen after the replay's last step, which the
    /// flow did not (a failure's screen is the one the app showed when it was recorded).
    private static func notAtTarget(_ script: FlowReplayScript, atFailure: Bool) -> String {
        let after = script.steps == 0 ? "Before step 1" : "After step \(script.steps)"
        let recorded = atFailure ? "the flow's failure recorded" : "the flow saw then"
        return "\(after), the app shows another screen than \(recorded) (- the flow's, + the replay's)"
    }

    // MARK: - repair_flow

    /// Applies the rename run_flows proposed for flow `name`'s failure in the latest run, then builds and runs every
    /// flow of that run whose failure proposes the same rename; refuses where the failure is a regression.
    func repairFlow(name: String, progress: @escaping FlowProgress) async -> ToolAnswer {
        do {
            let workspace = try flowWorkspace()
            guard let run = lastRun else {
                throw FlowToolError(
                    "No run_flows yet in this session: run the flows first, then repair one that failed.")
            }
            guard let flow = Self.flow(named: name, in: run) else {
                let near = NearestMatches.find(name, among: run.flows.map(\.name)).map { "\"\($0)\"" }
                throw FlowToolError(
                    "\"\(name)\" is not among the latest run_flows' flows.\(NearestMatches.didYouMean(near)) Name a flow "
                        + "as run_flows names it, or run it first.")
            }
            let sources = workspace.sources(of: run)
            guard let failure = flow.firstFailure else {
                throw FlowToolError("\"\(flow.name)\" did not fail in the latest run: there is nothing to repair.")
            }
            // The evidence this is judged by, and how old it is beside the flow's sources: said, never refused for.
            let age = workspace.age(of: run, sources: sources)
            let evidence = [
                age.sightingLine(for: failure, of: flow, sources: sources),
                age.runLine(for: flow, sources: sources).map { "  " + $0 },
            ]
            .compactMap { $0 }
            switch RepairProposal.propose(for: failure, sources: sources) {
            case .rename(let from, let to, _, let named)?:
                let changed = try RepairProposal.applyRename(
                    from: from, to: to, named: named, sources: sources, root: workspace.root)
                // The flows whose failure proposed this rename, and those whose screen snapshot differed where it
                // names the old identifier: the rename wrote the new one there too.
                let touched = run.flows.filter { other in
                    guard let failure = other.firstFailure else { return false }
                    if case .rename(from, to, _, named)? = RepairProposal.propose(for: failure, sources: sources) {
                        return true
                    }
                    return named == .identifier && RepairProposal.snapshot(of: failure, names: from, in: sources)
                }
                try await build(workspace, progress)
                let results = try await self.run(
                    workspace, names: touched.map(\.name), filter: nil, tags: nil, retries: 0, progress: progress)
                let report = FlowRunReport(results: results, sources: workspace.sources(of: results))
                return ToolAnswer(
                    "renamed \"\(from)\" to \"\(to)\" in \(changed.joined(separator: ", ")); reran the \(touched.count) "
                        + "flow\(touched.count == 1 ? "" : "s") it touches:\n"
                        + evidence.map { "\($0)\n" }.joined() + "\n" + report.text)
            case .regression(let why)?:
                // The refusal is the only answer that shows this failure: its message's first line is said here.
                // Swift Testing's description of an issue ends with its severity: " (error)".
                let message =
                    flow.firstFailure?.message?.split(separator: "\n").first.map { first in
                        [
                            "  "
                                + (first.hasSuffix(" (error)")
                                    ? String(first.dropLast(" (error)".count)) : String(first))
                        ]
                    } ?? []
                let screen = FlowRunReport(results: run).screenLines(of: flow)
                throw FlowToolError(
                    (["No safe patch for \"\(flow.name)\": regression: \(why)"] + message + screen + evidence)
                        .joined(separator: "\n"))
            case nil:
                throw FlowToolError(
                    "No repair is proposed for \"\(flow.name)\"'s failure: only a renamed identifier or label is.")
            }
        } catch {
            return ToolAnswer("\(error)", isError: true)
        }
    }

    // MARK: - Private

    func flowWorkspace() throws(FlowToolError) -> FlowWorkspace {
        guard let workspace else {
            throw FlowToolError(
                "trips-mcp found no package (no Package.swift above it or the current directory): name one with "
                    + "--package PATH.")
        }
        return try workspace.get()
    }

    /// Builds the package when the app is one of its products, so that the session's first launch is of the app as
    /// its sources are now (the flow tools build before each run, and a relaunch after one launches what it built).
    func buildProduct() async throws {
        guard let product = target.product, target.executable == nil else { return }
        let workspace = try flowWorkspace()
        try await build(workspace, { _ in })
        guard FileManager.default.isExecutableFile(atPath: workspace.product(product).path) else {
            throw ToolFailure(
                "The package at \(workspace.root.path) built no executable \(product) (\(workspace.product(product).path)): name an "
                    + "executable product of it with --app, or the app's binary by its path.")
        }
    }

    private func build(_ workspace: FlowWorkspace, _ progress: @escaping FlowProgress) async throws {
        progress(.init(message: "building the package and its flows", done: 0, total: nil))
        if case .failure(let error) = try await workspace.build(progress: progress) { throw error }
    }

    private func run(
        _ workspace: FlowWorkspace, names: [String]?, filter: String?, tags: [String]?, retries: Int,
        progress: @escaping FlowProgress
    ) async throws -> FlowRunResults {
        var selection = filter ?? ""
        if let names {
            // Every name is checked before anything runs: one misspelt among several is not left out unsaid.
            let listing = try await workspace.list(filter: "", tags: [])
            selection = Self.selection(names: try Self.flowNames(names, in: listing))
        }
        let started = Date()
        let ran = try await workspace.run(filter: selection, tags: tags ?? [], retries: retries, progress: progress)
        // Each failure is given where its gone name stood in the runs before, a `make acceptance` run since this
        // session read them included; then this run's screens are learnt.
        sightings = ElementSightings.kept(in: workspace.scratch, for: workspace.root).merging(sightings)
        let results = sightings.annotated(ran.ran(at: started))
        sightings.record(results, seen: started, by: "run_flows")
        sightings = await sightings.keeping(in: workspace.scratch, for: workspace.root)
        guard results.flows.isEmpty else {
            // A run of some flows (a repair's rerun, a flow by name) updates those and keeps the others as they were
            // last seen, so that a repair after it still finds every failure of the run before.
            lastRun = lastRun.map { $0.updated(with: results) } ?? results
            return results
        }
        // Nothing ran: the listing says how many flows there are.
        throw Self.nothingSelected(filter, tags, in: try await workspace.list(filter: "", tags: []))
    }

    /// Refuses `names` that name no flow (an empty list) and `names` given with a `filter`.
    static func checkSelection(names: [String]?, filter: String?) throws(FlowToolError) {
        if names?.isEmpty == true {
            throw FlowToolError("`names` is empty: name at least one flow, or leave `names` out to run every flow.")
        }
        if names != nil, filter?.isEmpty == false { throw FlowToolError("Give `names` or `filter`, not both.") }
    }

    /// The names of the flows `names` name, each by its name, its identifier or its suite and name (`Suite: Name`);
    /// an error that names the nearest flows of each that names none.
    static func flowNames(_ names: [String], in listing: FlowListing) throws(FlowToolError) -> [String] {
        var found: [String] = []
        var unknown: [String] = []
        for name in names {
            let flow = listing.flows.first { $0.name == name || $0.id == name || "\($0.suite): \($0.name)" == name }
            if let flow { found.append(flow.name) } else { unknown.append(name) }
        }
        guard unknown.isEmpty else {
            let known = listing.flows.map(\.name)
            let sentences = unknown.map { name in
                "No flow is called \"\(name)\"."
                    + NearestMatches.didYouMean(NearestMatches.find(name, among: known).map { "\"\($0)\"" })
            }
            throw FlowToolError(sentences.joined(separator: " ") + " Nothing was run; list_flows names them all.")
        }
        return found
    }

    /// The FILTER that selects exactly the flows named.
    private static func selection(names: [String]) -> String {
        let escaped = names.map { name in
            name.unicodeScalars.map { scalar in
                scalar.isASCII && !CharacterSet.alphanumerics.contains(scalar) ? "\\\(scalar)" : "\(scalar)"
            }.joined()
        }
        return "^(?:" + escaped.joined(separator: "|") + ")$"
    }

    /// That nothing matches the selection, with how many flows the suite has (`listing`, all of them) and, when tags
    /// were asked for, the tags it has.
    private static func nothingSelected(
        _ filter: String?, _ tags: [String]?, in listing: FlowListing
    ) -> FlowToolError {
        var what: [String] = []
        if let filter, !filter.isEmpty { what.append("filter \"\(filter)\"") }
        var known = ""
        if let tags, !tags.isEmpty {
            what.append("tags \(tags.joined(separator: ", "))")
            known = " Its tags: " + Set(listing.flows.flatMap(\.tags)).sorted().joined(separator: ", ") + "."
        }
        return FlowToolError(
            "No flow matches \(what.isEmpty ? "the selection" : what.joined(separator: " and ")) (the suite has "
                + "\(listing.total) flows; list_flows with no filter and no tags names them).\(known)")
    }

    /// The flow called `name` in a run's results: by its name, or by its suite and name (`Suite: Name`).
    private static func flow(named name: String, in results: FlowRunResults) -> FlowRunResults.Flow? {
        results.flows.first { $0.name == name || "\($0.suite): \($0.name)" == name }
    }

    private func newDataDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appending(path: "mcp-debug-\(UUID().uuidString)")
        try OwnerOnly.makeDirectory(directory)
        madeDirectories.append(directory)
        return directory
    }
}
