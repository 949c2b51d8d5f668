import Foundation

/// One benchmark: what it is called, what it reports, and the work it times.
struct Scenario: Sendable {
    /// The work: one run, returning how many fetches it made.
    let run: @Sendable () async throws -> Int
    /// What the report says it measures.
    let title: String
    /// Its stable name in `.build/bench/summary.json`.
    let summaryName: String

    /// Every scenario by name.
    static let all: [String: Scenario] = [
        "cache-one-city": Scenario(
            run: { try await CacheLoad.oneCity(callers: 10_000, cache: .questions) },
            title: "10,000 concurrent callers, one city (WeatherCache)",
            summaryName: "cache_fanout"),
        "cache-one-city-answers-only": Scenario(
            run: { try await CacheLoad.oneCity(callers: 10_000, cache: .answers) },
            title: "10,000 concurrent callers, one city (a cache of answers only)",
            summaryName: "cache_fanout_answers_only"),
        "cache-many-cities": Scenario(
            run: { try await CacheLoad.manyCities(1_000, callersEach: 10, cache: .questions) },
            title: "1,000 cities × 10 callers (WeatherCache)",
            summaryName: "cache_cities"),
        "cache-many-cities-answers-only": Scenario(
            run: { try await CacheLoad.manyCities(1_000, callersEach: 10, cache: .answers) },
            title: "1,000 cities × 10 callers (a cache of answers only)",
            summaryName: "cache_cities_answers_only"),
    ]

    /// Runs the work `runs` times and reports the median wall time, the fetches and the process's peak memory.
    func measure(runs: Int) async -> Measurement {
        var times: [Double] = []
        var fetches = 0
        let clock = ContinuousClock()
        for _ in 0..<max(1, runs) {
            let start = clock.now
            do {
                fetches = try await run()
            } catch {
                FileHandle.standardError.write(Data("trips-bench: \(error)\n".utf8))
                exit(1)
            }
            let elapsed = start.duration(to: clock.now)
            times.append(Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15)
        }
        times.sort()
        return Measurement(
            name: summaryName, title: title, medianMilliseconds: times[times.count / 2], runs: times.count,
            fetches: fetches,
            peakMemoryKiB: PeakMemory.kibibytes())
    }
}

/// What a scenario measured.
struct Measurement: Codable {
    var name: String
    var title: String
    var medianMilliseconds: Double
    var runs: Int
    var fetches: Int
    var peakMemoryKiB: Int

    var jsonLine: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return (try? encoder.encode(self)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
    }
}

/// The process's peak resident memory, from Linux's /proc/self/status (VmHWM).
enum PeakMemory {
    static func kibibytes() -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
        else { return 0 }
        return Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0
    }
}
