import AutomationProtocol
import FlowRecording
import Foundation

/// `record_flow`: what the driver did, written as a flow by the recorder `--record` uses.
extension AppDriver {
    /// Writes everything done since launch as a Swift Testing flow, by the recorder `--record` uses: into a new file
    /// in the package's flows' folder when `path` is given, and as text in the answer.
    func recordFlow(_ arguments: CommandArguments) async throws -> String {
        let options = recordingLaunchOptions
        let workspace = try? flowWorkspace()
        let folder = Self.flowsFolder(workspace?.module ?? "AcceptanceTests")
        let flows = workspace?.root.appending(path: folder)
        let file = try arguments[.path].map { path in try Self.flowFile(path, root: workspace?.root, folder: folder) }
        let steps = performed
        let launch: FlowLaunch?
        let pages: PageCalls
        switch target.recording {
        case .layer(let refusal):
            if let why = refusal(options) { throw ToolFailure(why) }
            // The pages of the package the flow goes into: a step one of their methods wraps is written as its call.
            pages =
                workspace.map {
                    PageCalls(pagesIn: $0.root.appending(path: "AcceptanceTests/Pages"), commands: target.commands)
                } ?? .none
            launch = nil
        case .declaredLaunch:
            // The package's own pages, in its flows' folder: the launch function its flows use, and its steps.
            pages = flows.map { PageCalls(pagesIn: $0, commands: target.commands) } ?? .none
            guard let function = pages.launch else {
                throw ToolFailure(
                    "record_flow needs to know how a flow of this package launches \(target.name): declare it in the "
                        + "flows' folder (\(flows?.path ?? "the package's flows' folder")), on the line above the "
                        + "function its flows launch it with, as `// recorded: launch => withApp`. That function takes "
                        + "a closure given a page whose `app` is the Application, and ends the app on every path.")
            }
            launch = FlowLaunch(function: function, sessionArguments: options)
        }
        let outcome: Result<String, ToolFailure> = await MainActor.run {
            let recorder =
                launch.map { SessionRecorder(launch: $0, pages: pages) }
                ?? SessionRecorder(sessionArguments: options, frontEnd: .mcp, pages: pages)
            do {
                try recorder.start(file?.path)
                for step in steps {
                    switch step {
                    case .done(let id, let arguments, let before, let after):
                        _ = recorder.performed(id, arguments, before: before, after: after)
                    case .failed(let line, let reason, let screen):
                        _ = recorder.failed(line, reason: reason, on: screen)
                    }
                }
                let source = recorder.source ?? ""
                let done = try recorder.stop()
                // What the pages declare in vain is said before the flow, so that a method left uncalled is explained.
                let said = [file == nil ? nil : done, pages.report].compactMap { $0 }
                return .success(said.map { $0 + "\n\n" }.joined() + source)
            } catch {
                return .failure(ToolFailure("\(error)"))
            }
        }
        return try outcome.get()
    }

    /// The folder of the package's flows that a recorded flow goes under: `AcceptanceTests/Flows` for a suite in
    /// `AcceptanceTests`, else the test target's folder under `Tests/`.
    static func flowsFolder(_ module: String) -> String {
        module == "AcceptanceTests" ? "AcceptanceTests/Flows" : "Tests/\(module)"
    }

    /// The file a flow is written to: `path` as given, relative to the working directory (or, when no such folder
    /// is there, to the package's root `root`, as the flow tools print every path), which must lie under a flows'
    /// folder (`folder`: `AcceptanceTests/Flows`, or another package's test target's), where its test target
    /// compiles it.
    static func flowFile(_ path: String, root: URL? = nil, folder: String = "AcceptanceTests/Flows") throws -> URL {
        var file = URL(fileURLWithPath: path).standardizedFileURL
        if let root, !path.hasPrefix("/"),
            !FileManager.default.fileExists(atPath: file.deletingLastPathComponent().path)
        {
            file = root.appending(path: path).standardizedFileURL
        }
        guard file.path.contains("/\(folder)/") else {
            throw ToolFailure(
                "record_flow writes under the package's flows' folder, \(folder)/ (such as \(folder)/Recorded/"
                    + "MyFlow.swift), where its test target compiles it; \(file.path) is not there.")
        }
        // The test target's folder: every file of it is compiled with the flow.
        let target = folder.hasPrefix("AcceptanceTests/") ? "AcceptanceTests" : folder
        try refuseNameInUse(
            file, target: file.path.hasPrefix(root?.path ?? "/") ? root.map { $0.appending(path: target) } : nil)
        return file
    }

    /// Refuses a file whose name the suite's target already has, or whose type (the flow's struct, named after the
    /// file) a file of it declares: SwiftPM makes one object per file name, and the suite would no longer build.
    private static func refuseNameInUse(_ file: URL, target given: URL?) throws {
        let path = file.path
        let target: URL
        if let given {
            target = given
        } else {
            guard let range = path.range(of: "/AcceptanceTests/", options: .backwards) else { return }
            target = URL(fileURLWithPath: String(path[..<range.upperBound]))
        }
        let module = target.lastPathComponent
        let name = file.lastPathComponent
        let type = file.deletingPathExtension().lastPathComponent
        let files = FileManager.default.enumerator(atPath: target.path)?.compactMap { $0 as? String } ?? []
        for other in files.sorted() where other.hasSuffix(".swift") {
            let otherFile = target.appending(path: other)
            guard otherFile.standardizedFileURL.path != path else { continue }
            if otherFile.lastPathComponent == name {
                throw ToolFailure(
                    "record_flow would write \(name), a file name \(module) has already (\(other)): the suite "
                        + "would not build (one object per file name). Choose another name.")
            }
            let text = (try? String(contentsOf: otherFile, encoding: .utf8)) ?? ""
            if text.range(of: "(struct|enum|class|actor) \(type)\\b", options: .regularExpression) != nil {
                throw ToolFailure(
                    "record_flow would declare struct \(type), a name \(other) declares already: the suite would not "
                        + "build. Choose another file name (the flow's type is named after it).")
            }
        }
    }

    /// The command a recorded flow repeats for a tool: a `wait_for` on a condition is the check that waits for it (a
    /// label or value compared as `match` says); an element found by a locator is named by the identifier it had, as
    /// the recorder names every element.
    static func recorded(
        _ id: CommandID, _ arguments: CommandArguments, on screen: Screen
    ) -> (CommandID, CommandArguments)? {
        var arguments = arguments
        if let locator = arguments[.element], !locator.isPlainIdentifier {
            guard case .found(let found) = locator.resolve(in: screen), !found.element.identifier.isEmpty else {
                return nil
            }
            arguments[.element] = Locator(identifier: found.element.identifier)
        }
        guard id == .wait else { return (id, arguments) }
        let condition = arguments[.condition] ?? "exists"
        var check = CommandArguments()
        check[.element] = arguments[.element]
        switch condition {
        case "gone", "enabled", "disabled":
            check[.check] = condition
            return (.expect, check)
        case "label", "value":
            check[.check] = condition
            check[.expected] = arguments[.text]
            check[.match] = arguments[.match]
            return (.expect, check)
        default:
            return (.wait, arguments)
        }
    }

    /// A tool call as a failed step's comment names it: `tap trip.seatle`.
    static func line(_ id: CommandID, _ arguments: CommandArguments) -> String {
        let name = id.definition.toolName ?? id.rawValue
        guard let locator = arguments[.element] else { return name }
        return "\(name) \(locator.isPlainIdentifier ? locator.identifier ?? "" : locator.description)"
    }
}
