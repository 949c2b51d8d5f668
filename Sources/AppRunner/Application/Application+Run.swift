import Foundation
import Testing

extension Application {
    /// Launches the application, hands it to `body`, and terminates it on every path, as a flow's `withApp` does: an
    /// error `body` throws is rethrown once the app has ended, and an app that ended under the flow (it crashed, or
    /// exited on its own) is an issue of the test that names how, even when `body` did not look. Its evidence is kept as every
    /// launch's is, in a suite with the `.evidence` trait (``EvidenceTrait``) trait.
    ///
    /// ```swift
    /// let app = Application(executableURL: binary)
    /// try await app.run { app in
    ///     try await app.buttons["timer.start"].tap()
    /// }
    /// ```
    public func run<Value>(
        isolation: isolated (any Actor)? = #isolation, fileID: String = #fileID, filePath: String = #filePath,
        line: Int = #line,
        _ body: (Application) async throws -> Value
    ) async throws -> Value {
        let value: Value
        do {
            value = try await Application.drive {
                try await launch()
                return try await body(self)
            }
        } catch {
            await terminate()
            throw error
        }
        // Plain `#fileID`/`#line` defaults rather than Swift Testing's `#_sourceLocation`, which only a caller that
        // imports Testing could expand: a page object calls this too.
        let sourceLocation = SourceLocation(fileID: fileID, filePath: filePath, line: line, column: 1)
        let ended = state
        await terminate()
        switch ended {
        case .runningForeground, .notRunning: break  // running, or terminated by the flow itself
        case .crashed(let signal):
            Issue.record(
                "The app ended during the flow: it crashed (signal \(signal)).", sourceLocation: sourceLocation)
        case .exited(let status):
            Issue.record(
                "The app ended during the flow: it exited with status \(status).", sourceLocation: sourceLocation)
        }
        return value
    }
}

/// Launches the app at `executableURL` with `arguments` and `environment`, hands it to `body`, and terminates it on
/// every path (``Application/run(isolation:fileID:filePath:line:_:)``): the core's `withApp`, for an app found by its path,
/// driven as `profile` says.
public func withApp<Value>(
    at executableURL: URL, profile: AppProfile = AppProfile(), arguments: [String] = [],
    environment: [String: String] = [:], name: String? = nil, isolation: isolated (any Actor)? = #isolation,
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    _ body: (Application) async throws -> Value
) async throws -> Value {
    let app = Application(executableURL: executableURL, profile: profile, name: name)
    app.launchArguments = arguments
    app.launchEnvironment = environment
    return try await app.run(isolation: isolation, fileID: fileID, filePath: filePath, line: line, body)
}

/// Launches the app `profile` finds, with `arguments` and `environment`, hands it to `body`, and terminates it on
/// every path (``Application/run(isolation:fileID:filePath:line:_:)``): the core's `withApp`, for an app a profile describes.
public func withApp<Value>(
    profile: AppProfile, arguments: [String] = [], environment: [String: String] = [:], name: String? = nil,
    isolation: isolated (any Actor)? = #isolation, fileID: String = #fileID, filePath: String = #filePath,
    line: Int = #line,
    _ body: (Application) async throws -> Value
) async throws -> Value {
    let app = Application(profile: profile, name: name)
    app.launchArguments = arguments
    app.launchEnvironment = environment
    return try await app.run(isolation: isolation, fileID: fileID, filePath: filePath, line: line, body)
}
