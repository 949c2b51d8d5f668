import Foundation
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

    /// From the update that makes a wait's condition true arriving at the runner, to the waiting flow running again.
    static func wake(runs: Int) async throws -> Sample {
        let app = try await launched()
        var times: [Duration] = []
        for _ in 0..<runs {
            try await app.cells["trip.seattle"].tap()
            try await app.staticTexts["weather.temperature"].waitForLabel("61°F")
            let woke = ContinuousClock.now
            if let arrived = app.latestUpdateArrival { times.append(arrived.duration(to: woke)) }
            try await app.buttons["nav.back"].tap()
            try await app.buttons["trips.add"].requireExistence()
        }
        await app.terminate()
        return Sample(name: "wake", title: "wake after the condition turns true", times: times)
    }

    /// The user story: open Seattle and read its weather, go back, start a new trip through the suggestions, save
    /// it, see it in the list. Each run launches its own app.
    static func story(runs: Int) async throws -> Sample {
        var times: [Duration] = []
        for _ in 0..<runs {
            times.append(try await timed { try await UserStory.run() })
        }
        let polling = ProcessInfo.processInfo.environment["TRIPS_BENCH_POLL_MS"]
        return Sample(
            name: polling.map { "story-poll-\($0)ms" } ?? "story",
            title: polling.map { "our runner, waits polling every \($0) ms" } ?? "our runner, waits on pushed updates",
            times: times)
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
