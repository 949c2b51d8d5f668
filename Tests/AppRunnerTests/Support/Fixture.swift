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

extension Fixture {
    /// A timeout no test reaches, for a test that shows a failure comes at once rather than at its timeout: a wait
    /// that sat it out would run into its suite's bound (`.bounded()`) and fail there, named. A check of the time the
    /// wait took would instead be a claim about the machine, which a loaded one breaks.
    static let farPastTheBound: TimeInterval = 3600
}

extension Fixture {
    /// A fixture app launched, for a test that drives it from its first screen.
    static func launched(_ name: String, test: String = #function) async throws -> Application {
        let app = Fixture.app(name, test: test)
        try await app.launch()
        return app
    }

    /// An error's first line, where a failure names what it expected and what it saw; "(no error)" without one.
    static func firstLine(_ error: RunnerError?) -> String {
        error.map { String($0.description.prefix { $0 != "\n" }) } ?? "(no error)"
    }
}
