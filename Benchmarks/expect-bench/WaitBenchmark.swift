import Foundation

/// Measures one wait strategy: wake latency after the condition turns true, and CPU burnt while it stays false.
@MainActor
struct WaitBenchmark {
    let strategy: WaitStrategy

    /// The median wake latency over `runs` waits, and the CPU time of one 200 ms wait.
    func measure(runs: Int) async -> Result {
        var latencies: [Double] = []
        for _ in 0..<runs {
            latencies.append(await wakeLatency(after: .milliseconds(5)))
        }
        latencies.sort()
        let cpuBefore = CPUTime.seconds()
        _ = await wakeLatency(after: .milliseconds(200))
        let cpu = CPUTime.seconds() - cpuBefore
        return Result(
            strategy: strategy.rawValue, title: strategy.title,
            medianWakeMicroseconds: latencies[latencies.count / 2] * 1e6, cpuMillisecondsPer200msWait: cpu * 1e3)
    }

    /// Starts a wait, sets the flag after `delay` from another task, and returns how long the waiter took to notice.
    private func wakeLatency(after delay: Duration) async -> Double {
        let flag = Flag()
        let clock = ContinuousClock()
        let setAt = SetTime()
        async let setter: Void = {
            try? await Task.sleep(for: delay)
            await MainActor.run {
                setAt.instant = clock.now
                flag.isSet = true
            }
        }()
        await strategy.wait(for: flag)
        let woke = clock.now
        await setter
        guard let set = setAt.instant else { return 0 }
        let latency = set.duration(to: woke)
        return Double(latency.components.seconds) + Double(latency.components.attoseconds) / 1e18
    }

    /// What was measured.
    struct Result: Codable {
        var strategy: String
        var title: String
        var medianWakeMicroseconds: Double
        var cpuMillisecondsPer200msWait: Double

        var jsonLine: String {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            return (try? encoder.encode(self)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
        }
    }
}

/// When the flag was set; written and read on the main actor.
@MainActor
final class SetTime {
    var instant: ContinuousClock.Instant?
}

/// The process's CPU time (user + system) from Linux's /proc/self/stat, in seconds.
enum CPUTime {
    static func seconds() -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // After the command name: state is field 3, utime field 14, stime field 15 (1-based in proc(5)).
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / 100  // clock ticks; USER_HZ is 100 on Linux
    }
}
