import AutomationProtocol
import Foundation

/// Writes a shrunk walk as a Swift Testing flow: it launches the app as the walk did and takes each step through an
/// ``InvariantProbe`` checking the invariant that broke, each step on the app's page objects where
/// ``ExplorationOptions/pageCall`` declares one and the runner's raw query otherwise; so it fails, until the app is
/// fixed, for the reason the walk did.
struct ExploredFlowWriter: Sendable {
    /// The app, as the walk launched it.
    var target: ExplorationTarget
    /// The walk's options: the seed, the bounds the probe keeps, the page calls and imports.
    var options: ExplorationOptions

    /// The flow's source, ending in a newline; `name` is its test function's name.
    func source(for failure: ExplorationFailure, name: String) -> String {
        let violation = failure.violation
        var header =
            "Written by the explorer (seed \(options.seed)): \(violation.description) Shrunk from "
            + "\(failure.walk.count) actions to \(failure.shrunk.count). Move it into the flows: it fails until the app is "
            + "fixed."
        if target.prepareFreshLaunch != nil {
            header += " The walk readied each fresh launch (prepareFreshLaunch); do the same before launch()."
        }
        if options.flowOptions == nil, BuiltInInvariant(rawValue: violation.invariant) == nil {
            header +=
                " \(violation.invariant) is one of the app's own invariants: hand the probe the options that declare it "
                + "(options:, which ExplorationOptions.flowOptions writes here), or this flow cannot fail for it."
        }
        var lines = Self.comment(header)
        let imports = Set(["AppRunner", "Foundation", "Testing"] + options.flowImports).sorted()
        lines += imports.map { "import \($0)" }
        lines += [
            "",
            "@Test(\(Self.literal("Explored: \(violation.invariant) breaks")))",
            "func \(name)() async throws {",
            "    let app = Application(",
            "        executableURL: URL(fileURLWithPath: \(Self.literal(target.executableURL.path)))\(profile))",
        ]
        if !target.arguments.isEmpty {
            lines.append("    app.launchArguments = [\(target.arguments.map(Self.literal).joined(separator: ", "))]")
        }
        if !target.environment.isEmpty {
            let pairs = target.environment.sorted { $0.key < $1.key }.map {
                "\(Self.literal($0.key)): \(Self.literal($0.value))"
            }
            lines.append("    app.launchEnvironment = [\(pairs.joined(separator: ", "))]")
        }
        if target.launchesByForking, target.profile.forkServerArguments != nil {
            lines.append("    app.launchesByForking = true")
        }
        lines += [
            "    let probe = InvariantProbe(",
            "        app: app, checking: [\(Self.literal(violation.invariant))], "
                + (options.flowOptions.map { "options: \($0), " } ?? "")
                + "settleTimeout: \(Self.duration(options.settleTimeout)))",
            "    try await probe.launch()",
        ]
        for action in failure.shrunk {
            lines.append("    try await probe.step(\(Self.value(action))) { \(statement(action)) }")
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Private

    /// The application's profile as the flow writes it: the fork server the walk launched by, if any (the rest of a
    /// profile is the layer's above the core, which a flow of that layer makes its own way).
    private var profile: String {
        guard target.launchesByForking, let arguments = target.profile.forkServerArguments else { return "" }
        return
            ",\n        profile: AppProfile(forkServerArguments: [\(arguments.map(Self.literal).joined(separator: ", "))])"
    }

    /// The step's statement: the page's call where one is declared, else the runner's raw query.
    private func statement(_ action: ExploredAction) -> String {
        if let call = options.pageCall?(action) { return call }
        switch action {
        case .tap(let identifier, let role):
            return "try await app.\(Self.query(role))[\(Self.literal(identifier))].tap()"
        case .type(let identifier, let text):
            return "try await app.textFields[\(Self.literal(identifier))].replaceText(\(Self.literal(text)))"
        case .back: return "try await app.back()"
        case .advanceClock(let milliseconds): return "try await app.clock.advance(by: .milliseconds(\(milliseconds)))"
        case .relaunch: return "try await app.relaunch()"
        }
    }

    /// The action as a Swift value.
    private static func value(_ action: ExploredAction) -> String {
        switch action {
        case .tap(let identifier, let role): ".tap(\(literal(identifier)), role: .\(role.rawValue))"
        case .type(let identifier, let text): ".type(\(literal(identifier)), text: \(literal(text)))"
        case .back: ".back"
        case .advanceClock(let milliseconds): ".advanceClock(milliseconds: \(milliseconds))"
        case .relaunch: ".relaunch"
        }
    }

    /// The runner's query for elements of `role`.
    private static func query(_ role: Role) -> String {
        switch role {
        case .button: "buttons"
        case .cell: "cells"
        case .textField: "textFields"
        case .staticText: "staticTexts"
        case .alert: "alerts"
        case .navigationBar: "navigationBars"
        case .list: "descendants(matching: .list)"
        case .group: "descendants(matching: .group)"
        }
    }

    /// `text` as a Swift string literal, escaped as the recorder escapes its literals.
    static func literal(_ text: String) -> String {
        "\"\(TextRenderer.escaped(text, style: .swiftLiteral))\""
    }

    private static func duration(_ duration: Duration) -> String {
        ".milliseconds(\(duration.wholeMilliseconds))"
    }

    /// `text` as `//` comment lines of at most 120 characters, broken between words.
    private static func comment(_ text: String) -> [String] {
        var lines: [String] = []
        var line = "//"
        for word in text.split(whereSeparator: \.isWhitespace) {
            if line.count + 1 + word.count > 120, line != "//" {
                lines.append(line)
                line = "//"
            }
            line += " " + word
        }
        return lines + [line]
    }
}
