import AutomationProtocol
import Foundation
import PrivateFiles
import TripsRunner

/// Drives one app for one MCP client with the runner, as a flow would: it launches the app (``DrivenApp``) with the
/// given launch options, runs each tool through the runner's queries and waits, and remembers the screen it last
/// showed the client, so that an answer can say only what changed.
///
/// An app that keeps its data in a folder (``DrivenApp/dataDirectory``) gets one of the driver's own when its profile
/// says a launch starts fresh, kept by every relaunch whatever its options (or a new one when asked), so that a
/// relaunch keeps its data; the directories it made are removed by ``shutDown()``.
public actor AppDriver {
    /// The app the driver drives.
    public nonisolated let target: DrivenApp
    /// The launch options the app gets after `--automation` (without the data directory the driver adds).
    public internal(set) var launchOptions: [String]
    let app: Application
    /// The data directory the driver made and adds to the launch options, if it made one.
    var dataDirectory: URL?
    var madeDirectories: [URL] = []
    /// Where the driver makes its data directories.
    let scratch: URL
    var hasLaunched = false
    /// What the client was shown: what the next answer's changes are against.
    var shown = ShownScreens()
    /// The screen the app last settled on, which the next step is done on.
    var lastSettled: Screen?
    /// Everything done since launch, for `record_flow`.
    var performed: [Performed] = []
    /// The package whose flows `list_flows`, `run_flows` and `debug_flow` work on, or why it cannot be, when one was
    /// given or found.
    let workspace: Result<FlowWorkspace, FlowToolError>?
    /// Each flow as the latest `run_flows` or `repair_flow` ran it: where a failure `debug_flow` opens was recorded,
    /// and what `repair_flow` repairs.
    var lastRun: FlowRunResults?
    /// Where each identifier stood when this session's runs, or the sessions' before it, last saw it: what a rename's
    /// successor is judged by.
    var sightings = ElementSightings()
    /// Where the `log` tool stopped reading the app's log.
    var logMark = AppLogMark.start
    /// The launch options of the launch the recording began with: the recorded flow's `withApp`; a relaunch with
    /// other options is a step of its own.
    var recordingLaunchOptions: [String] = []

    /// One step for the recorder: a command that succeeded on a screen and the one it left, or a call that failed.
    enum Performed: Sendable {
        case done(CommandID, CommandArguments, before: Screen, after: Screen)
        case failed(line: String, reason: String, on: Screen)
    }

    /// A driver for `target` (a profile's app, a path, or a product of `package`), launched with its launch options;
    /// the data directories it makes go in `scratch`; the flow tools work on the package at `package`, whose flows
    /// are the test target `flowsModule` (found when `nil`) and which builds in `scratchPath` (its `.build` when
    /// `nil`), without the variables whose names start with one of `sessionVariablePrefixes` (each session's own).
    public init(
        app target: DrivenApp, scratch: URL = FileManager.default.temporaryDirectory, package: URL? = nil,
        flowsModule: String? = nil, scratchPath: URL? = nil, sessionVariablePrefixes: [String] = []
    ) {
        self.target = target
        let workspace = package.map { root in
            Result { () throws(FlowToolError) in
                var workspace = try FlowWorkspace(root: root, flowsModule: flowsModule, scratchPath: scratchPath)
                workspace.appProduct = target.product
                workspace.sessionVariablePrefixes = sessionVariablePrefixes
                return workspace
            }
        }
        let executable = target.executable ?? target.product.flatMap { try? workspace?.get().product($0) }
        // A failed tool's screen and transcript go under the package's own build folder, wherever the server runs.
        var profile = target.profile
        if profile.artifactsPackage == nil { profile.artifactsPackage = package }
        app =
            executable.map { Application(executableURL: $0, profile: profile, name: "trips-mcp") }
            ?? Application(profile: profile, name: "trips-mcp")
        self.workspace = workspace
        if case .success(let flows)? = workspace {
            sightings = ElementSightings.kept(in: flows.scratch, for: flows.root)
        }
        // An agent is shown where each control and log line is written, as a flow's failure is.
        app.asksSourcePlaces = profile.saysSourcePlaces
        app.advanceClockHint = "the \(CommandID.advanceClock.definition.toolName ?? "advance_clock") tool"
        launchOptions = target.launchOptions
        self.scratch = scratch
    }

    /// Ends the app and removes the data directories the driver made.
    public func shutDown() async {
        await app.terminate()
        for directory in madeDirectories { try? FileManager.default.removeItem(at: directory) }
        madeDirectories = []
        if case .success(let workspace)? = workspace { try? FileManager.default.removeItem(at: workspace.out) }
    }

    /// The app's process identifier, while it runs.
    public var processIdentifier: Int32? { app.processIdentifier }

    // MARK: - Tools

    /// Runs one tool with its arguments (as ``CommandArguments/init(tool:arguments:)`` read them) and answers.
    public func call(
        _ id: CommandID, _ arguments: CommandArguments, progress: @escaping FlowProgress = { _ in }
    ) async -> ToolAnswer {
        switch id {
        case .batch: return await batch(arguments)
        case .listFlows: return await listFlows(filter: arguments[.filter], tags: arguments[.tags], progress: progress)
        case .runFlows:
            return await runFlows(
                names: arguments[.names], filter: arguments[.filter], tags: arguments[.tags],
                retries: arguments[.retries], wholeScreens: Self.asksForWhole(arguments), progress: progress)
        case .debugFlow:
            return await debugFlow(name: arguments[.flow] ?? "", step: arguments[.step], progress: progress)
        case .repairFlow: return await repairFlow(name: arguments[.flow] ?? "", progress: progress)
        case .log: return await appLog()
        case .explore:
            return await explore(maxActions: arguments[.maxActions], mayDoNothing: arguments[.mayDoNothing] ?? [])
        default:
            do {
                let extra = try await step(id, arguments)
                return ToolAnswer(try await answer(id, arguments, extra: extra))
            } catch {
                return failure(error, whole: Self.asksForWhole(arguments))
            }
        }
    }

    // MARK: - Private

    /// Does what the tool does and keeps it for the recorder, with the screen it was done on and the one the app
    /// settled on after it; returns text the answer adds before the screen (the request log, the flow), if any.
    private func step(_ id: CommandID, _ arguments: CommandArguments) async throws -> String? {
        if id == .relaunch { return try await relaunch(arguments) }
        if id == .recordFlow { return try await recordFlow(arguments) }
        try await launchIfNeeded()
        let before = try await settledScreen()
        do {
            let extra = try await perform(id, arguments)
            let after = try await settled().screen
            lastSettled = after
            record(id, arguments, before: before, after: after)
            return extra
        } catch {
            let reason = "\(Self.message(of: error).prefix { $0 != "\n" })"
            performed.append(.failed(line: Self.line(id, arguments), reason: reason, on: before))
            throw error
        }
    }

    /// Keeps a relaunch on the same data for the recorder, with the new launch options when they changed.
    func recordRelaunch(before: Screen, options: [String]?) async throws {
        var arguments = CommandArguments()
        arguments[.options] = options
        record(.relaunch, arguments, before: before, after: try await settled().screen)
    }

    /// Keeps a step that succeeded for the recorder, as a recorded flow repeats it (``recorded(_:_:on:)``).
    func record(_ id: CommandID, _ arguments: CommandArguments, before: Screen, after: Screen) {
        if let (id, arguments) = Self.recorded(id, arguments, on: before) {
            performed.append(.done(id, arguments, before: before, after: after))
        }
    }

    /// Does what the tool does; returns text the answer adds before the screen (the request log), if any. A tool of
    /// a command the app is sent builds that command and drives it through the runner, as a flow's call would.
    private func perform(_ id: CommandID, _ arguments: CommandArguments) async throws -> String? {
        try checkRunning()
        switch id {
        case .snapshot:
            try await app.waitForIdle()  // a round trip: the screen as it is now, or how the app ended
            return nil
        case .wait:
            try await wait(arguments)
            return nil
        default:
            let command = try Command(id, arguments.keeping(id.definition.wireArguments))
            let answer = try await app.perform(command)
            return try target.answerText(command, answer)
        }
    }

    /// The answer's text: the request log or other text first, then the screen: in part or whole for `snapshot`,
    /// else what changed since the client was last shown it (whole when it never was, or when asked).
    private func answer(_ id: CommandID, _ arguments: CommandArguments, extra: String?) async throws -> String {
        let state = try await settled()
        let text = extra ?? ""
        if id == .snapshot, !Self.isWhole(arguments) {
            do {
                let part = try ScreenText.part(
                    of: state.screen, within: arguments[.within], depth: arguments[.depth], find: arguments[.find])
                return text + shown.fullHeading(state) + "\n" + part + declaration(of: arguments[.within], on: state)
            } catch {
                throw ToolFailure(error.message)
            }
        }
        if id.definition.answer == .text { return text }
        if id == .snapshot { return text + shown.whole(state) }
        return text + shown.answer(state, whole: Self.asksForWhole(arguments))
    }

    /// For a `snapshot` of the part `within` names: where the app built that element and that line of source, when
    /// the app says (it was asked for source places); else nothing.
    private func declaration(of within: String?, on state: AppState) -> String {
        guard let within, let element = state.screen.allElements.first(where: { $0.identifier == within }),
            let declared = Declaration.of(element, package: try? workspace?.get().root)
        else { return "" }
        return "declared: \(declared)\n"
    }

    /// Whether the call asks for the whole screen (`show: "screen"`).
    private static func asksForWhole(_ arguments: CommandArguments) -> Bool {
        arguments[.show] == "screen"
    }

    private static func isWhole(_ arguments: CommandArguments) -> Bool {
        !arguments.has(.within) && !arguments.has(.depth) && !arguments.has(.find)
    }

    /// Runs the steps in order and stops at the first that fails; one answer: how many were done, or each step's
    /// outcome up to the one that failed; then the screen.
    private func batch(_ arguments: CommandArguments) async -> ToolAnswer {
        let calls = arguments[.steps] ?? []
        var outcomes: [String] = []
        var extras = ""
        for (index, call) in calls.enumerated() {
            let name = "\(index + 1). \(call.id.definition.toolName ?? call.id.rawValue)\(Self.subject(call.arguments))"
            do {
                if let extra = try await step(call.id, call.arguments) { extras += extra }
                if call.id == .snapshot, !Self.isWhole(call.arguments) {
                    // A part of the screen a step asked for is what it reads: said where the step was, as alone.
                    extras += try await answer(.snapshot, call.arguments, extra: nil)
                }
                outcomes.append("\(name): done")
            } catch {
                outcomes.append("\(name): failed")
                let skipped = calls.count - index - 1
                if skipped > 0 { outcomes.append("(the \(skipped) step\(skipped == 1 ? "" : "s") after it not run)") }
                var answer = failure(error, whole: Self.asksForWhole(arguments))
                // What the steps before it read (the requests, a part of the screen) is kept, before the failure.
                answer.text =
                    outcomes.joined(separator: "\n") + "\n\n" + extras + (extras.isEmpty ? "" : "\n")
                    + answer.text
                return answer
            }
        }
        do {
            let screen = try await answer(.batch, arguments, extra: extras.isEmpty ? nil : extras)
            return ToolAnswer("\(calls.count) step\(calls.count == 1 ? "" : "s") done\n\n" + screen)
        } catch {
            return failure(error, whole: Self.asksForWhole(arguments))
        }
    }

    private static func subject(_ arguments: CommandArguments) -> String {
        guard let locator = arguments[.element] else { return "" }
        return locator.isPlainIdentifier ? " \(locator.identifier ?? "")" : " \(locator)"
    }

    private func element(_ arguments: CommandArguments) throws -> AppElement {
        guard let locator = arguments[.element] else { throw ToolFailure("No element was named.") }
        return app.element(locator)
    }

    private func wait(_ arguments: CommandArguments) async throws {
        let element = try element(arguments)
        let timeout = arguments[.timeout] ?? 5
        let text = arguments[.text]
        func match() throws -> TextMatch {
            guard let text else { throw ToolFailure("A label or value condition needs `text` to compare with.") }
            switch arguments[.match] {
            case "contains": return .contains(text)
            case "matches": return .matches(text)
            default: return .equals(text)
            }
        }
        let condition = arguments[.condition] ?? "exists"
        if condition != "label", condition != "value",
            let given = [ArgumentName.text, .match].first(where: { arguments.has($0) })
        {
            throw ToolFailure("`\(given.name)` goes with a `label` or `value` condition, not with `\(condition)`.")
        }
        switch condition {
        case "gone": try await element.requireNonExistence(timeout: timeout)
        case "label": try await element.waitForLabel(try match(), timeout: timeout)
        case "value": try await element.waitForValue(try match(), timeout: timeout)
        case "enabled": try await element.waitForEnabled(true, timeout: timeout)
        case "disabled": try await element.waitForEnabled(false, timeout: timeout)
        default: try await element.requireExistence(timeout: timeout)
        }
    }

    /// The status an app exits with when it refuses its launch options: EX_USAGE, as sysexits.h names it.
    static let usageStatus: Int32 = 64

    /// What a relaunch keeps, after "call relaunch": `: on the same data, …` for an app whose data the driver keeps.
    private var relaunchKeeps: String {
        guard dataDirectory != nil else { return "" }
        return ": on the same data" + (target.relaunchKeeps.map { ", \($0)" } ?? "")
    }

    /// Throws a failure that says how the app ended, when it has.
    private func checkRunning() throws {
        switch app.state {
        case .runningForeground: return
        case .crashed(let signal):
            // The screen it crashed on, named rather than sent again when it is the one the client was shown last.
            let screen = shown.reference(to: app.screenText) ?? app.screenText
            throw ToolFailure(
                "The app crashed (signal \(signal)). Call relaunch to start it again\(relaunchKeeps).\n\(screen)")
        case .exited(let status):
            throw ToolFailure("The app exited with status \(status). Call relaunch to start it again.")
        case .notRunning:
            throw ToolFailure("The app is not running. Call relaunch to start it.")
        }
    }

    /// The screen the app last settled on, waiting for it the first time.
    private func settledScreen() async throws -> Screen {
        if let lastSettled { return lastSettled }
        let screen = try await settled().screen
        lastSettled = screen
        return screen
    }

    /// The app's state once it is settled: idle, or waiting only on its clock.
    func settled() async throws -> AppState {
        try await app.wait(until: "the app settles") { $0.activity.state != .busy }
    }

    /// What a failure says, before the details the answer adds.
    private static func message(of error: any Error) -> String {
        if let failure = error as? ToolFailure { return failure.message }
        if let runner = error as? RunnerError { return runner.message }
        if let problem = error as? CommandArguments.Problem { return problem.description }
        return "\(error)"
    }

    /// The answer for a tool that failed: the runner's message, without the details its sentence says already, and
    /// (unless `whole`) without the activity when it is what the client was last told and with its screen named, not
    /// sent again, when it is the one the client was shown last; a screen it shows whole counts as shown.
    func failure(_ error: any Error, whole: Bool) -> ToolAnswer {
        if let failure = error as? ToolFailure { return ToolAnswer(failure.message, isError: true) }
        if var runner = error as? RunnerError {
            runner = runner.withoutRepeats()
            if !whole, let activity = app.latestState?.activity, shown.hasSaid(activity) { runner.activity = nil }
            if !whole, let screen = runner.screen, let reference = shown.reference(to: screen) {
                runner.screen = reference
            } else if let latest = app.latestState?.screen, runner.screen == TextRenderer.render(latest) {
                shown.shownInFailure(latest)
            }
            var text = runner.description
            if case .exited(let status) = app.state, status == Self.usageStatus {
                // Its launch options were refused: a relaunch with the same ones fails the same way.
                text +=
                    "\nThe app refused its launch options: call relaunch with `options` it accepts "
                    + "(\(target.optionsHelp))."
            } else if app.state != .runningForeground {
                text += "\nThe app is not running any more: call relaunch\(relaunchKeeps)."
            }
            return ToolAnswer(text, isError: true)
        }
        if let problem = error as? CommandArguments.Problem { return ToolAnswer(problem.description, isError: true) }
        return ToolAnswer("\(error)", isError: true)
    }
}
