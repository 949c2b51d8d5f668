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

    /// How many checks run at once, each on a launch of its own: most of a check is waiting on its app.
    public static let checksAtOnce = 4

    /// Runs the checks, ``checksAtOnce`` at a time, handing each line to `report` in the checks' order; returns the
    /// lines of the checks that failed.
    public func run(report: (String) -> Void = { print($0) }) async -> [String] {
        var lines = [(line: String, failed: Bool)?](repeating: nil, count: checks.count)
        var reported = 0
        await withTaskGroup(of: (Int, String, Bool).self) { group in
            var next = 0
            func start() {
                guard next < checks.count else { return }
                let (index, check, launch) = (next, checks[next], launch)
                next += 1
                group.addTask {
                    do throws(CheckFailure) {
                        try await check.run(launch)
                        return (index, check.line(nil), false)
                    } catch {
                        return (index, check.line(error), true)
                    }
                }
            }
            for _ in 0..<Self.checksAtOnce { start() }
            for await (index, line, failed) in group {
                lines[index] = (line, failed)
                while reported < lines.count, let ready = lines[reported] {
                    report(ready.line)
                    reported += 1
                }
                start()
            }
        }
        return lines.compactMap { $0 }.filter(\.failed).map(\.line)
    }
}
