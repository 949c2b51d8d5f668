import AutomationProtocol
import Foundation

extension Application {
    // MARK: - Back

    /// Dismisses the alert, or goes back one screen, once the app is not busy: the protocol's `back`.
    ///
    /// Throws a ``RunnerError`` when the app stays busy past `timeout`, and `rejected(code: .cannotGoBack)` on the
    /// first screen with no alert up.
    public func back(timeout: TimeInterval? = nil, file: String = #filePath, line: Int = #line) async throws {
        try await CallSite.stamp(file, line) {
            let ready = Expectation(
                subject: "the app", expected: "be ready for back (not busy)",
                wanted: .condition("be ready for back (not busy)"),
                check: { state, _ in state.activity.state == .busy ? .notYet : .met },
                observe: { "the \($0.screen.name) screen, \($0.activity.summary)" })
            _ = try await require(ready, timeout: timeout ?? defaultTimeout)
            try await request(.back)
        }
    }

    // MARK: - Relaunching

    /// Ends the running app and launches it again, with `arguments` and `environment` in place of the current ones
    /// when given: a flow that relaunches without nesting. Each launch is a session of its own in the evidence
    /// (`== app 2 ==`).
    public func relaunch(arguments: [String]? = nil, environment: [String: String]? = nil) async throws {
        if let arguments { launchArguments = arguments }
        if let environment { launchEnvironment = environment }
        try await launch()
    }
}
