import Foundation

/// Where the fixture flows keep what must outlive one run: `TRIPS_FIXTURE_FLOWS`, a directory.
enum FixtureState {
    /// The directory, or `nil` when the fixture flows are not to run.
    static var directory: String? {
        guard let value = ProcessInfo.processInfo.environment["TRIPS_FIXTURE_FLOWS"], !value.isEmpty else {
            return nil
        }
        return value
    }

    /// Whether the flows broken on purpose (`BrokenFlows`) run: `TRIPS_BROKEN_FLOWS` is `1`.
    static var breaksExpectations: Bool {
        ProcessInfo.processInfo.environment["TRIPS_BROKEN_FLOWS"] == "1"
    }

    /// `true` the first time it is asked about `name` with this directory (it makes `name.ran` there), then `false`.
    static func claimFirstRun(of name: String) -> Bool {
        guard let directory else { return false }
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        return mkdir(directory + "/\(name).ran", 0o755) == 0
    }
}
