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
    static func app(_ name: String, test: String = #function) -> Application {
        Application(executableURL: url(name), name: "TripsRunnerTests-\(test)")
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
