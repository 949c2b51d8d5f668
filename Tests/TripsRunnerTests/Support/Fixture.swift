import Foundation
import TripsRunner

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
        let app = Application(executableURL: url(name), name: "TripsRunnerTests-\(test)")
        app.launchTimeout = 20
        return app
    }

    /// Whether a process with this identifier runs (a zombie does not count).
    static func isAlive(_ pid: Int32) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
        guard let close = stat.lastIndex(of: ")") else { return false }
        let state = stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first
        return state != "Z" && state != "X"
    }
}

/// Measures how long some async work takes on the continuous clock.
func elapsed(_ work: () async throws -> Void) async rethrows -> Duration {
    let start = ContinuousClock.now
    try await work()
    return ContinuousClock.now - start
}
