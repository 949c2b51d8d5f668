import AutomationProtocol
import Foundation

/// One rule of the core protocol (docs/automation-protocol.md) that any app that claims it must keep, with the
/// section of the document that states it, checked on a launch of its own.
public struct ConformanceCheck: Sendable {
    /// The heading of the document's section that states the rule.
    public let section: String
    /// The rule, as the app must keep it.
    public let rule: String
    /// Drives a launch of the app; throws what the app did instead.
    let run: @Sendable (AppLaunch) async throws(CheckFailure) -> Void

    /// The check's line when the app keeps the rule, or when it does not: what it did instead.
    public func line(_ failure: CheckFailure?) -> String {
        guard let failure else { return "ok    \(section): \(rule)" }
        return "FAIL  \(section): \(rule) — \(failure)"
    }
}

/// How the app under check is launched: its binary and the arguments its user gave, after the runner's own
/// (`--automation --protocol-version 3`), as the runner launches it.
public struct AppLaunch: Sendable {
    /// How long an app may take to say hello.
    public static let helloTimeout = Duration.seconds(10)
    /// How long an app may take to exit once told to (its stdin ended, or a refused launch): 5 s unless told. A check
    /// of an app that stays waits this long to say so, which a test of the check itself need not.
    public var exitTimeout = Duration.seconds(5)

    /// The app's binary (an executable script is one too).
    public var executable: URL
    /// Its launch arguments, after the runner's.
    public var arguments: [String]

    /// The app at `executable`, launched with `arguments`.
    public init(executable: URL, arguments: [String]) {
        self.executable = executable
        self.arguments = arguments
    }

    /// Starts the app, speaking protocol `version`.
    func start(version: Int = WireFormat.protocolVersion) throws(CheckFailure) -> AppUnderCheck {
        try AppUnderCheck(
            executable: executable, arguments: ["--automation", "--protocol-version", "\(version)"] + arguments)
    }

    /// Starts the app, reads its hello, hands the conversation to `body`, then ends the app, whatever happened.
    func converse(_ body: (inout Conversation) async throws(CheckFailure) -> Void) async throws(CheckFailure) {
        let app = try start()
        defer { app.kill() }
        var conversation = try await Conversation(app, helloTimeout: Self.helloTimeout)
        try await body(&conversation)
    }
}
