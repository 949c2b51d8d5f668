/// Every check of the core protocol against one app, each on a launch of its own, one line per check as it ends.
public struct ConformanceRun: Sendable {
    /// The app under check.
    public var launch: AppLaunch
    /// The checks, in order.
    public var checks: [ConformanceCheck]

    /// A run of `checks` (every one unless told) against the app `launch` starts.
    public init(launch: AppLaunch, checks: [ConformanceCheck] = ConformanceCheck.all) {
        self.launch = launch
        self.checks = checks
    }

    /// Runs the checks one after the other, handing each line to `report`; returns the lines of the checks that
    /// failed.
    public func run(report: (String) -> Void = { print($0) }) async -> [String] {
        var failed: [String] = []
        for check in checks {
            var failure: CheckFailure?
            do {
                try await check.run(launch)
            } catch {
                failure = error
            }
            let line = check.line(failure)
            if failure != nil { failed.append(line) }
            report(line)
        }
        return failed
    }
}
