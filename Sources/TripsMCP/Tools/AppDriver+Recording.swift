import AutomationProtocol
import FlowRecording
import Foundation

/// `record_flow`: what the driver did, written as a flow by the recorder `--record` uses.
extension AppDriver {
    /// Writes everything done since launch as a Swift Testing flow, by the recorder `--record` uses: into a new file
    /// under `AcceptanceTests/Flows/` when `path` is given, and as text in the answer.
    func recordFlow(_ arguments: CommandArguments) async throws -> String {
        guard launchOptions.contains("-uiTesting") else {
            throw ToolFailure("record_flow needs the app under -uiTesting: a recorded flow runs on the stubs.")
        }
        let file = try arguments[.path].map(Self.flowFile)
        let steps = performed
        let options = recordingLaunchOptions
        // The pages of the package the flow goes into: a step one of their methods wraps is written as its call.
        let pages = workspace.map { PageCalls(pagesIn: $0.root.appending(path: "AcceptanceTests/Pages")) } ?? .none
        let outcome: Result<String, ToolFailure> = await MainActor.run {
            let recorder = SessionRecorder(sessionArguments: options, frontEnd: .mcp, pages: pages)
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
                return .success((file == nil ? "" : done + "\n\n") + source)
            } catch {
                return .failure(ToolFailure("\(error)"))
            }
        }
        return try outcome.get()
    }

    /// The file a flow is written to: `path` as given (relative to the working directory), which must lie under a
    /// folder `AcceptanceTests/Flows`, where the acceptance suite compiles it.
    static func flowFile(_ path: String) throws -> URL {
        let file = URL(fileURLWithPath: path).standardizedFileURL
        guard file.path.contains("/AcceptanceTests/Flows/") else {
            throw ToolFailure(
                "record_flow writes under AcceptanceTests/Flows/ (such as AcceptanceTests/Flows/Recorded/"
                    + "AddBergen.swift), where make acceptance compiles it; \(file.path) is not there.")
        }
        try refuseNameInUse(file)
        return file
    }

    /// Refuses a file whose name the suite's target already has, or whose type (the flow's struct, named after the
    /// file) a file of it declares: SwiftPM makes one object per file name, and the suite would no longer build.
    private static func refuseNameInUse(_ file: URL) throws {
        let path = file.path
        guard let range = path.range(of: "/AcceptanceTests/", options: .backwards) else { return }
        let target = URL(fileURLWithPath: String(path[..<range.upperBound]))
        let name = file.lastPathComponent
        let type = file.deletingPathExtension().lastPathComponent
        let files = FileManager.default.enumerator(atPath: target.path)?.compactMap { $0 as? String } ?? []
        for other in files.sorted() where other.hasSuffix(".swift") {
            let otherFile = target.appending(path: other)
            guard otherFile.standardizedFileURL.path != path else { continue }
            if otherFile.lastPathComponent == name {
                throw ToolFailure(
                    "record_flow would write \(name), a file name AcceptanceTests has already (\(other)): the suite "
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
