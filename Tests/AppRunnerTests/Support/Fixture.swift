import AppRunner
import Foundation

/// The stand-in apps in `Fixtures/`, found next to this file.
enum Fixture {
    /// A fixture script by file name.
    static func url(_ name: String) -> URL {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Fixtures")
            .appendingPathComponent(name)
    }

    /// An application for a fixture, named for its artifacts.
    ///
    /// Given 20 s to say hello, not the runner's 10: the suite starts dozens of these Python stand-ins at once, and on
    /// a machine loaded with other builds an interpreter can take longer than 10 s to start. A test about the launch
    /// timeout sets its own.
    static func app(_ name: String, test: String = #function) -> Application {
        let app = Application(executableURL: url(name), name: "AppRunnerTests-\(test)")
        app.launchTimeout = 20
        return app
    }
}

/// Measures how long some async work takes on the continuous clock.
func elapsed(_ work: () async throws -> Void) async rethrows -> Duration {
    let start = ContinuousClock.now
    try await work()
    return ContinuousClock.now - start
}
