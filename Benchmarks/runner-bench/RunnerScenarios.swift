import AutomationProtocol
import Foundation
import Locking
import TripsRunner

/// The runner's benchmarks, each the median of several runs.
enum RunnerScenarios {
    /// `launch()` until the first screen has arrived, then `terminate()`.
    static func launch(runs: Int) async throws -> Sample {
        var times: [Duration] = []
        for _ in 0..<runs {
            let app = Application()
            app.launchArguments = ["-uiTesting"]
            times.append(try await timed { try await app.launch() })
            await app.terminate()
        }
        return Sample(name: "launch", title: "launch to first screen", times: times)
    }

    /// A tap and the wait for the screen it leads to: open Seattle and read its weather, then back to the list.
    static func step(runs: Int) async throws -> Sample {
        let app = try await launched()
        var times: [Duration] = []
        for _ in 0..<runs {
            times.append(
                try await timed {
                    try await app.cells["trip.seattle"].tap()
                    try await app.staticTexts["weather.temperature"].waitForLabel("61°F")
                })
            times.append(
                try await timed {
                    try await app.buttons["nav.back"].tap()
                    try await app.buttons["trips.add"].requireExistence()
                })
        }
        await app.terminate()
        return Sample(name: "step", title: "tap to settled screen", times: times)
    }

    /// From the state that made a wait's condition true arriving at the runner (seen through the public
    /// `Application.stateObserver`) to the waiting flow running again. The first state since the tap that shows the
    /// temperature is the one: a later state (the app's activity settling) may be newer, but it is not what woke the
    /// wait.
    ///
    /// With `fromNewest`, the wake is timed as round one's benchmark timed it: from the newest state read before the
    /// wait woke, whatever it showed (a later one than the state that met the wait, when the app settled first), and
    /// from when it was read rather than when its line arrived: the figure to set beside round one's build.
    static func wake(runs: Int, fromNewest: Bool = false) async throws -> Sample {
        let arrivals = Lock<[(state: AppState, at: ContinuousClock.Instant)]>([])
        // When each state was read, just before the runner takes it (where round one timed it): only instants are
        // kept, so that the observer adds as little as it can to the path it times.
        let reads = Lock<[ContinuousClock.Instant]>([])
        let app = Application()
        app.launchArguments = ["-uiTesting"]
        // `at` is when the line arrived.
        let timeRead: @Sendable (AppState, ContinuousClock.Instant) -> Void = { _, _ in
            reads.withLock { $0.append(ContinuousClock.now) }
        }
        let keep: @Sendable (AppState, ContinuousClock.Instant) -> Void = { state, at in
            arrivals.withLock { $0.append((state, at)) }
        }
        app.stateObserver = fromNewest ? timeRead : keep
        try await app.launch()
        let temperature = "weather.temperature  \"61°F\""
        var times: [Duration] = []
        for _ in 0..<runs {
            arrivals.withLock { $0.removeAll() }
            reads.withLock { $0.removeAll(keepingCapacity: true) }
            try await app.cells["trip.seattle"].tap()
            try await app.staticTexts["weather.temperature"].waitForLabel("61°F")
            let woke = ContinuousClock.now
            let since =
                fromNewest
                ? reads.withLock { reads in reads.last { $0 <= woke } }
                : arrivals.withLock { arrivals in
                    arrivals.first { TextRenderer.render($0.state.screen).contains(temperature) }?.at
                }
            if let since { times.append(since.duration(to: woke)) }
            try await app.buttons["nav.back"].tap()
            try await app.buttons["trips.add"].requireExistence()
        }
        await app.terminate()
        return fromNewest
            ? Sample(name: "wake-newest", title: "wake after the newest state (round one's measure)", times: times)
            : Sample(name: "wake", title: "wake after the condition turns true", times: times)
    }

    /// The wake of a wait on one cell's label in a screen of 1,000 rows: a stand-in app (`Benchmarks/rows/rows_app.py`)
    /// answers a tap on `rows.rename` and pushes, 5 ms later, one change relabelling cell `row.500`; timed from that
    /// update's arrival to the waiting flow running again, so it is what the runner pays to apply the change and
    /// find the cell among the thousand.
    static func wakeOnRows(runs: Int) async throws -> Sample {
        let arrivals = Lock<[ContinuousClock.Instant]>([])
        let app = Application(
            executableURL: URL(fileURLWithPath: "Benchmarks/rows/rows_app.py"), name: "rows_app.py")
        app.stateObserver = { state, at in
            if state.activity.tasks == 0 { arrivals.withLock { $0.append(at) } }
        }
        try await app.launch()
        var times: [Duration] = []
        for run in 1...runs {
            arrivals.withLock { $0.removeAll() }
            try await app.buttons["rows.rename"].tap()
            try await app.cells["row.500"].waitForLabel("Renamed \(run)")
            let woke = ContinuousClock.now
            if let since = arrivals.withLock({ $0.last { $0 <= woke } }) { times.append(since.duration(to: woke)) }
        }
        await app.terminate()
        return Sample(name: "wake-rows", title: "wake on one cell's label among 1,000 rows", times: times)
    }

    /// Where a flow run's fixed cost goes, as `withApp` pays it: a fresh data directory, launch to the first screen, a
    /// short flow (open Seattle, see its weather), terminate until the app is reaped, the directory removed; and the
    /// CPU the run cost, the runner's process (every thread, the whole run) and the app's (every thread, from its
    /// start to just before it is told to end; a forked app's start begins at the fork), and the wall time those do
    /// not explain (the run's parts less both CPU times: waiting on the other process, the kernel's wake-ups). One
    /// JSON line: each part's median in microseconds over `runs` runs, one after another.
    static func flowParts(runs: Int) async throws -> String {
        var parts: [String: [Duration]] = [:]
        for _ in 0..<runs {
            let runnerCPUBefore = ProcessCPU.ownNanoseconds()
            let started = ContinuousClock.now
            var mark = started
            func lap(_ part: String) {
                let now = ContinuousClock.now
                parts[part, default: []].append(mark.duration(to: now))
                mark = now
            }
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trips-bench-\(UUID())")
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            lap("directory")
            let app = Application()
            app.launchArguments = ["-uiTesting", "--data-dir", directory.path]
            try await app.launch()
            lap("launch")
            try await app.cells["trip.seattle"].tap()
            try await app.staticTexts["weather.temperature"].requireExistence()
            lap("flow")
            let appCPU = app.processIdentifier.flatMap { ProcessCPU.nanoseconds(of: String($0)) }
            await app.terminate()
            lap("terminate")
            try FileManager.default.removeItem(at: directory)
            lap("cleanup")
            let runnerCPU = Duration.nanoseconds(Int64(clamping: ProcessCPU.ownNanoseconds() &- runnerCPUBefore))
            parts["runnerCPU", default: []].append(runnerCPU)
            if let appCPU {
                let app = Duration.nanoseconds(Int64(clamping: appCPU))
                parts["appCPU", default: []].append(app)
                let wall = started.duration(to: mark)
                parts["unexplained", default: []].append(max(.zero, wall - app - runnerCPU))
            }
        }
        var line: [String: Any] = ["name": "flow-parts", "runs": runs]
        for (part, times) in parts {
            let median = times.sorted()[times.count / 2]
            line[part + "Microseconds"] =
                Double(median.components.seconds) * 1e6 + Double(median.components.attoseconds) / 1e12
        }
        let data = (try? JSONSerialization.data(withJSONObject: line, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// The user story: open Seattle and read its weather, go back, start a new trip through the suggestions, save
    /// it, see it in the list. Each run launches its own app.
    /// With `polling`, the same story with its waits polling on that schedule (see ``UserStory``).
    static func story(runs: Int, polling: PollSchedule? = nil) async throws -> Sample {
        var times: [Duration] = []
        for _ in 0..<runs {
            times.append(try await timed { try await UserStory(polling: polling).run() })
        }
        return Sample(
            name: polling.map { "story-poll-\($0.name)" } ?? "story",
            title: polling.map { "the same runner, waits polling \($0.title)" }
                ?? "our runner, waits on pushed updates",
            times: times)
    }

    /// One app driven by the runner for `steps` steps without a break (open Seattle and read its weather, back to
    /// the list): the time of the first tenth and of the last before the fresh apps (below), and the peak memory of
    /// the runner and of the app after the first tenth and at the end (the runner's at half way too: its allocator
    /// settles over the first ten thousand steps or so, so a leak shows as growth in the second half; and its end is
    /// where the fresh apps start, whose sessions add to it).
    ///
    /// Flat is judged beside fresh apps, as `Benchmarks/long-session/long_session.py` judges a piped session: two
    /// tenths before the end two more apps are launched and each step is done on all three in turn; the fresh apps'
    /// first tenth warms them up, and the long app's CPU in the last tenth is set against the first fresh app's in the
    /// same tenth (`cpuRatioToFresh`), the second fresh app against the first showing the measure's own noise
    /// (`freshPairCPURatio`). Tenths minutes apart wander with the machine, so the CPU of the runner and the app in the
    /// first tenth against the last before the fresh apps (`cpuRatio`; `cpuRatioOfThrees`, the first three tenths'
    /// median against the last three's) is reported for information only. With fewer than 30
    /// steps there are no fresh apps.
    static func longFlow(steps: Int) async throws -> String {
        let app = try await launched()
        let block = max(1, steps / 10)
        let last = max(1, steps) / block * block
        let freshFrom = last >= 3 * block ? last - 2 * block : nil
        var fresh: [Application] = []
        var marks: [Int: ContinuousClock.Instant] = [0: .now]
        var runnerPeaks: [Int: Int] = [:]
        var appPeaks: [Int: Int] = [:]
        let cpuOf = { (app: Application) in app.processIdentifier.map { CPUTime.seconds(of: "\($0)") } ?? 0 }
        var cpus: [Int: Double] = [0: CPUTime.seconds(of: "self") + cpuOf(app)]
        var appCPUs: [Int: [Double]] = [:]
        for step in 1...last {
            for driven in [app] + fresh {
                if step % 2 == 1 {
                    try await driven.cells["trip.seattle"].tap()
                    try await driven.staticTexts["weather.temperature"].waitForLabel("61°F")
                } else {
                    try await driven.buttons["nav.back"].tap()
                    try await driven.buttons["trips.add"].requireExistence()
                }
            }
            if step % block == 0 {
                marks[step] = .now
                runnerPeaks[step] = PeakMemory.kibibytes(of: "self")
                appPeaks[step] = app.processIdentifier.map { PeakMemory.kibibytes(of: "\($0)") } ?? 0
                cpus[step] = CPUTime.seconds(of: "self") + cpuOf(app)
                appCPUs[step] = ([app] + fresh).map(cpuOf)
            }
            if step == freshFrom {
                fresh = [try await launched(), try await launched()]
            }
        }
        await app.terminate()
        for driven in fresh { await driven.terminate() }
        func seconds(_ from: Int, _ to: Int) -> Double {
            guard let start = marks[from], let end = marks[to] else { return 0 }
            let elapsed = start.duration(to: end)
            return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        }
        let first = seconds(0, block)
        // The runner's time and CPU count the fresh apps' steps too, so its figures end where the fresh apps start.
        let alone = freshFrom ?? last
        let final = seconds(alone - block, alone)
        let firstCPU = (cpus[block] ?? 0) - (cpus[0] ?? 0)
        let lastCPU = (cpus[alone] ?? 0) - (cpus[alone - block] ?? 0)
        let ends = cpus.keys.sorted().filter { $0 <= alone }
        let blocks = zip(ends, ends.dropFirst()).map { (cpus[$1] ?? 0) - (cpus[$0] ?? 0) }
        func median(_ values: some Collection<Double>) -> Double { values.sorted()[values.count / 2] }
        let three = min(3, blocks.count)
        let ratioOfThrees =
            three > 0 && median(blocks.prefix(three)) > 0
            ? median(blocks.suffix(three)) / median(blocks.prefix(three)) : 0
        var object: [String: Any] = [
            "name": "long-flow", "commands": last, "block": block,
            "firstBlockSeconds": first, "lastBlockSeconds": final, "ratio": first > 0 ? final / first : 0,
            "firstBlockAppCPUSeconds": firstCPU, "lastBlockAppCPUSeconds": lastCPU,
            "cpuRatio": firstCPU > 0 ? lastCPU / firstCPU : 0, "cpuRatioOfThrees": ratioOfThrees,
            "peakKiBAfterFirstBlock": appPeaks[block] ?? 0, "peakKiBAtEnd": appPeaks[last] ?? 0,
            // The runner's peak at the end is taken before the fresh apps start: their sessions are its memory too.
            "runnerPeakKiBAfterFirstBlock": runnerPeaks[block] ?? 0, "runnerPeakKiBAtEnd": runnerPeaks[alone] ?? 0,
            "runnerPeakKiBAtHalf": runnerPeaks[block * 5] ?? 0,
        ]
        // Each app's CPU in the last tenth: the long app, then the two fresh ones.
        if let before = appCPUs[last - block], let after = appCPUs[last], before.count == 3, after.count == 3 {
            let spent = zip(after, before).map { $0 - $1 }
            if spent[1] > 0 {
                object["cpuRatioToFresh"] = spent[0] / spent[1]
                object["freshPairCPURatio"] = spent[2] / spent[1]
                object["lastBlockAppOnlyCPUSeconds"] = spent
            }
        }
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    // MARK: - Helpers

    static func launched() async throws -> Application {
        let app = Application()
        app.launchArguments = ["-uiTesting"]
        try await app.launch()
        return app
    }

    static func timed(_ work: () async throws -> Void) async throws -> Duration {
        let start = ContinuousClock.now
        try await work()
        return start.duration(to: .now)
    }
}

/// Measured times and their median.
struct Sample {
    let name: String
    let title: String
    let times: [Duration]

    var jsonLine: String {
        let sorted = times.sorted()
        let median = sorted.isEmpty ? .zero : sorted[sorted.count / 2]
        let microseconds = Double(median.components.seconds) * 1e6 + Double(median.components.attoseconds) / 1e12
        let object: [String: Any] = [
            "name": name, "title": title, "medianMicroseconds": microseconds, "runs": times.count,
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}

/// A process's peak resident memory in KiB, from Linux's /proc/PID/status (VmHWM); `self` for this process.
enum PeakMemory {
    static func kibibytes(of process: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/\(process)/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
}

/// A process's CPU time so far (user and system), in seconds, from Linux's /proc/PID/stat; `self` for this process.
enum CPUTime {
    static func seconds(of process: String) -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(process)/stat", encoding: .utf8),
            let end = stat.lastIndex(of: ")")
        else { return 0 }
        let fields = stat[stat.index(after: end)...].split(separator: " ")
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
