import AutomationProtocol

/// Writes a recorded session as a Swift Testing flow on TripsRunner's API, formatted as `make lint` wants it: a
/// comment at each change of screen naming it, the steps done on one screen grouped in a `step`, failed commands as
/// comments, and no wait that the next step makes anyway.
struct FlowWriter: Sendable {
    /// The flow's names.
    var name: FlowName
    /// How it launches the app.
    var launch: FlowLaunch
    /// What the session did before recording began, which the flow must repeat to get where recording began.
    var setup: [RecordedStep] = []
    /// How many commands before ``setup`` the session did and the recorder no longer kept (a very long session).
    var setupLeftOut = 0
    /// What was recorded.
    var steps: [RecordedStep]
    /// The page objects' methods to call where one wraps a step.
    var pages = PageCalls.none

    /// The flow's source, ending in a newline.
    var source: String {
        var lines = SwiftSource.comment(header, indent: 0)
        // Another package's flow is written on the core, launched by its own function; Trips' on its `withApp`.
        lines +=
            launch.function == nil
            ? ["import Testing", "import TripsRunner", ""] : ["import AppRunner", "import Testing", ""]
        lines += SwiftSource.lines(
            .init(receiver: "@Suite", arguments: [SwiftSource.literal("Recorded: \(name.title)"), ".evidence"]),
            indent: 0)
        lines.append("struct \(name.typeName) {")
        lines += SwiftSource.lines(.init(receiver: "@Test", arguments: [SwiftSource.literal(name.title)]), indent: 1)
        lines.append("\(SwiftSource.indentation)func \(name.functionName)() async throws {")
        let body = self.body(indent: 3)
        let opening = body.isEmpty ? " { _ in" : " { \(launcher.page) in"
        lines += SwiftSource.lines(
            .init(
                receiver: "try await \(launcher.function)", arguments: launch.arguments.map(SwiftSource.literal),
                opening: opening),
            indent: 2)
        if body.isEmpty {
            lines += SwiftSource.comment("Nothing was recorded.", indent: 3)
        } else {
            lines.append(String(repeating: SwiftSource.indentation, count: 3) + "let app = \(launcher.page).app")
            lines += body
        }
        lines += ["        }", "    }", "}"]
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Private

    /// The function the flow launches the app with, and the name of the page it hands the flow.
    private var launcher: (function: String, page: String) {
        launch.function.map { (function: $0, page: "page") } ?? (function: "withApp", page: "trips")
    }

    private var header: String {
        var text = "\(launch.frontEnd.recordedPhrase) (`\(launch.commandLine)`). "
        if !launch.dropped.isEmpty {
            text +=
                "The session's \(launch.dropped.joined(separator: " and ")) are not repeated: the flow starts from "
                + "the seeded trips in a fresh data directory. "
        }
        guard launch.function == nil else { return text + "Next step: move the parts that repeat into page objects." }
        return text + "Next step: move the parts that repeat into page objects (AcceptanceTests/Pages)."
    }

    /// The flow's statements and comments at `indent`.
    private func body(indent: Int) -> [String] {
        let setup = Self.withoutDeadWaits(self.setup.filter(\.isCode))
        let recorded = Self.withoutDeadWaits(steps)
        var lines: [String] = []
        if setupLeftOut > 0 {
            lines += SwiftSource.comment(
                "The session's first \(setupLeftOut) commands are not repeated (only the latest "
                    + "\(SessionRecorder.setupKept) are kept): the flow may not start where the recording did.",
                indent: indent)
        }
        if !setup.isEmpty {
            lines += SwiftSource.comment("Before recording began: what the session did to get there.", indent: indent)
            lines += groups(setup, indent: indent)
            if !recorded.isEmpty { lines += SwiftSource.comment("Recording began here.", indent: indent) }
        }
        return lines + groups(recorded, indent: indent)
    }

    /// The steps, a comment naming the screen at each change of screen, the steps on one screen in a `step` when
    /// there are two or more.
    private func groups(_ steps: [RecordedStep], indent: Int) -> [String] {
        var runs: [[RecordedStep]] = []
        for step in steps {
            if let last = runs.last?.last, last.place == step.place {
                runs[runs.count - 1].append(step)
            } else {
                runs.append([step])
            }
        }
        var lines: [String] = []
        for run in runs {
            let place = run[0].place
            lines += SwiftSource.comment(place.comment, indent: indent)
            let statements = run.filter(\.isCode).count
            guard statements > 1 else {
                lines += run.flatMap { self.lines($0, indent: indent) }
                continue
            }
            lines += SwiftSource.lines(
                .init(receiver: "try await step", arguments: [SwiftSource.literal(place.stepName)], opening: " {"),
                indent: indent)
            lines += run.flatMap { self.lines($0, indent: indent + 1) }
            lines.append(String(repeating: SwiftSource.indentation, count: indent) + "}")
        }
        return lines
    }

    /// The lines of one step: the runner's call its command's definition names (``CommandDefinition/recorded``).
    private func lines(_ step: RecordedStep, indent: Int) -> [String] {
        switch step.action {
        case .comment(let line, let reason):
            return SwiftSource.comment("Not recorded: `\(line)` failed: \(reason)", indent: indent)
        case .command(let id, let arguments, let target):
            if let statement = pages.statement(for: id, arguments, on: target, launched: launcher.page) {
                return [String(repeating: SwiftSource.indentation, count: indent) + statement]
            }
            return lines(id.definition.recorded, id.definition, arguments, target, indent: indent)
        }
    }

    private func lines(
        _ call: RecordedCall, _ definition: CommandDefinition, _ arguments: CommandArguments,
        _ target: RecordedStep.Target?, indent: Int
    ) -> [String] {
        let values = Self.arguments(of: definition, arguments)
        switch call {
        case .notRecorded:
            return []
        case .byChoice(let name, let calls):
            guard let chosen = arguments[name].flatMap({ calls[$0] }) else { return [] }
            return lines(chosen, definition, arguments, target, indent: indent)
        case .onApplication(let method):
            return SwiftSource.lines(.init(receiver: "try await app.\(method)", arguments: values), indent: indent)
        case .relaunch(let name):
            guard let options = arguments[name] else {
                return SwiftSource.lines(.init(receiver: "try await app.relaunch"), indent: indent)
            }
            if launch.function != nil {
                // Another package's app takes its options as they were given, then relaunches on the runner's own.
                let given = "app.launchArguments = [\(options.map(SwiftSource.literal).joined(separator: ", "))]"
                return [String(repeating: SwiftSource.indentation, count: indent) + given]
                    + SwiftSource.lines(.init(receiver: "try await app.relaunch"), indent: indent)
            }
            // Other launch options: the pages' relaunch keeps `-uiTesting --data-dir …` and takes the rest, those a
            // flow repeats as its `withApp` does.
            let repeated = FlowLaunch(sessionArguments: options).arguments.map(SwiftSource.literal)
            return SwiftSource.lines(
                .init(receiver: "_ = try await trips.relaunch", arguments: repeated), indent: indent)
        case .onElement(let method, let extra):
            guard let target else { return [] }
            return SwiftSource.lines(
                .init(
                    receiver: "try await app.\(Self.query(target.role))", key: SwiftSource.literal(target.identifier),
                    method: ".\(method)", arguments: values + extra),
                indent: indent)
        }
    }

    /// The call's arguments: each argument the definition gives a recorded label, in its order, as Swift literals.
    private static func arguments(of definition: CommandDefinition, _ arguments: CommandArguments) -> [String] {
        definition.arguments.compactMap { argument in
            guard let label = argument.recordedLabel, let literal = SwiftSource.literal(of: argument, in: arguments)
            else { return nil }
            return label.isEmpty ? literal : "\(label): \(literal)"
        }
    }

    /// The runner's query for elements of `role`: `cells`, `staticTexts`; `elements` for a role never seen.
    static func query(_ role: Role?) -> String {
        switch role {
        case .button: "buttons"
        case .staticText: "staticTexts"
        case .textField: "textFields"
        case .cell: "cells"
        case .alert: "alerts"
        case .navigationBar: "navigationBars"
        case .list: "descendants(matching: .list)"
        case .group: "descendants(matching: .group)"
        case nil: "elements"
        }
    }

    /// The steps without a wait for an element that the next step acts on or checks on the same screen anyway: every
    /// action and wait of the runner first waits until its element is on screen.
    static func withoutDeadWaits(_ steps: [RecordedStep]) -> [RecordedStep] {
        var kept: [RecordedStep] = []
        for (index, step) in steps.enumerated() {
            if case .command(.wait, let arguments, let target?) = step.action, !arguments.has(.timeout),
                let next = steps[(index + 1)...].first(where: \.isCode), next.place == step.place,
                next.target?.identifier == target.identifier, !Self.isGone(next)
            {
                continue
            }
            kept.append(step)
        }
        return kept
    }

    private static func isGone(_ step: RecordedStep) -> Bool {
        if case .command(.expect, let arguments, _) = step.action { return arguments[.check] == "gone" }
        return false
    }
}
