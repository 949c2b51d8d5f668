import Domain
import Foundation
import Locking
import Networking
import Testing
import TripsTestKit

@Suite("Weather cache")
struct WeatherCacheTests {
    @Test func failuresAreNotKept() async throws {
        let calls = Lock(0)
        let cache = WeatherCache(fetch: { city in
            let call = calls.withLock { count in
                count += 1
                return count
            }
            if call == 1 { throw WeatherError.unreachable("the network is offline") }
            return Fixtures.seattle
        })
        await #expect(throws: WeatherError.unreachable("the network is offline")) {
            try await cache.weather(at: Fixtures.seattlePlace)
        }
        let retried = try await cache.weather(at: Fixtures.seattlePlace)
        #expect(retried == Fixtures.seattle)
        #expect(calls.withLock { $0 } == 2)
    }

    @Test func answersAreKept() async throws {
        try await confirmation(expectedCount: 1) { asked in
            let cache = WeatherCache(fetch: { _ in
                asked()
                return Fixtures.seattle
            })
            _ = try await cache.weather(at: Fixtures.seattlePlace)
            _ = try await cache.weather(at: Fixtures.seattlePlace)
        }
    }

    @Test func anAnswerInMemoryGoesStaleAfterTenMinutes() async throws {
        let now = LockBox(Date(timeIntervalSince1970: 1_000_000))
        try await confirmation(expectedCount: 2) { asked in
            let cache = WeatherCache(
                fetch: { _ in
                    asked()
                    return Fixtures.seattle
                }, now: { now.value })
            _ = try await cache.weather(at: Fixtures.seattlePlace)
            now.withLock { $0 += 9 * 60 + 59 }
            _ = try await cache.weather(at: Fixtures.seattlePlace)  // still fresh: no question
            now.withLock { $0 += 1 }
            _ = try await cache.weather(at: Fixtures.seattlePlace)  // ten minutes old: asked again
        }
    }

    /// The clock set back since the answer: an answer from the future is stale in memory as on disk, asked again, and
    /// the log says the decision taken.
    @Test func anAnswerInMemoryStampedInTheFutureIsAskedAgainAndLoggedStale() async throws {
        let probe = LogProbe()
        let now = LockBox(Date(timeIntervalSince1970: 1_000_000))
        try await confirmation(expectedCount: 2) { asked in
            let cache = WeatherCache(
                fetch: { _ in
                    asked()
                    return Fixtures.seattle
                }, now: { now.value }, log: probe.log)
            _ = try await cache.weather(at: Fixtures.seattlePlace)
            _ = probe.take()
            now.withLock { $0 -= 5 }
            _ = try await cache.weather(at: Fixtures.seattlePlace)
        }
        #expect(
            probe.take() == [
                "memory: Seattle, age -5 s, stale", "cache: Seattle, asks the network",
                "cache: Seattle, answered 61.0°F",
            ])
    }

    @Test func theDiskAnswersWithoutAsking() async throws {
        let disk = WeatherDisk(directory: try Fixtures.temporaryDirectory())
        disk.save(Fixtures.seattle, for: Fixtures.seattlePlace)
        try await confirmation(expectedCount: 0) { asked in
            let cache = WeatherCache(
                disk: disk,
                fetch: { _ in
                    asked()
                    return Fixtures.seattle
                })
            let answer = try await cache.weather(at: Fixtures.seattlePlace)
            #expect(answer == Fixtures.seattle)
        }
    }

    @Test func aRefreshAsksAgainAndReplacesTheAnswerInMemoryAndOnDisk() async throws {
        let disk = WeatherDisk(directory: try Fixtures.temporaryDirectory())
        let warmer = Weather(place: Fixtures.seattle.place, temperature: 70, code: 0)
        let calls = LockBox(0)
        let cache = WeatherCache(
            disk: disk,
            fetch: { _ in
                calls.withLock { $0 += 1 }
                return calls.value == 1 ? Fixtures.seattle : warmer
            })
        _ = try await cache.weather(at: Fixtures.seattlePlace)
        let refreshed = try await cache.refresh(Fixtures.seattlePlace)
        #expect(refreshed == warmer)
        #expect(calls.value == 2, "a refresh asks even while the answer is fresh")
        let inMemory = try await cache.weather(at: Fixtures.seattlePlace)
        #expect(inMemory == warmer)
        #expect(disk.recent(at: Fixtures.seattlePlace) == warmer)
    }

    @Test func aFailedRefreshForgetsNothing() async throws {
        let disk = WeatherDisk(directory: try Fixtures.temporaryDirectory())
        let calls = LockBox(0)
        let cache = WeatherCache(
            disk: disk,
            fetch: { _ in
                calls.withLock { $0 += 1 }
                if calls.value == 2 { throw WeatherError.unreachable("the network is offline") }
                return Fixtures.seattle
            })
        _ = try await cache.weather(at: Fixtures.seattlePlace)
        await #expect(throws: WeatherError.unreachable("the network is offline")) {
            try await cache.refresh(Fixtures.seattlePlace)
        }
        let inMemory = try await cache.weather(at: Fixtures.seattlePlace)
        #expect(inMemory == Fixtures.seattle)
        #expect(calls.value == 2, "the answer in memory still answers")
        #expect(disk.recent(at: Fixtures.seattlePlace) == Fixtures.seattle)
    }

    @Test func aRefreshWhileAQuestionIsOnItsWayJoinsIt() async throws {
        let answer = Gate()
        try await confirmation("asked", expectedCount: 1) { asked in
            let cache = WeatherCache(fetch: { _ in
                asked()
                await answer.wait()
                return Fixtures.seattle
            })
            let load = Task { try await cache.weather(at: Fixtures.seattlePlace) }
            try await within(.eventually, "the load to ask") { await answer.waitForWaiters(1) }
            let refresh = Task { try await cache.refresh(Fixtures.seattlePlace) }
            answer.open()
            let loaded = try await within(.eventually, "the load's answer") { try await load.value }
            let refreshed = try await within(.eventually, "the refresh's answer") { try await refresh.value }
            #expect(loaded == Fixtures.seattle)
            #expect(refreshed == Fixtures.seattle)
        }
    }
}

/// A question everyone stopped waiting for is cancelled; one someone still waits for runs on. Every wait here has its
/// own deadline, so broken code fails in seconds with what never happened.
@Suite("Questions nobody waits for")
struct AbandonedQuestionTests {
    @Test func aQuestionNobodyWaitsForIsCancelledAndNotKept() async throws {
        let answer = Gate()
        let cancelled = LockBox(false)
        let calls = LockBox(0)
        let cache = WeatherCache(fetch: { _ in
            calls.withLock { $0 += 1 }
            await answer.wait()  // returns when the question is cancelled
            if Task.isCancelled {
                cancelled.set(true)
                throw CancellationError()
            }
            return Fixtures.seattle
        })
        let screen = Task { try await cache.weather(at: Fixtures.seattlePlace) }
        try await within(.eventually, "the screen to ask") { await answer.waitForWaiters(1) }
        screen.cancel()
        await #expect(throws: CancellationError.self) {
            try await within(.eventually, "the cancelled screen to stop waiting") { try await screen.value }
        }
        #expect(cancelled.value, "the question nobody waits for was not cancelled")
        answer.open()
        let newAnswer = try await within(.eventually, "a new question's answer") {
            try await cache.weather(at: Fixtures.seattlePlace)
        }
        #expect(newAnswer == Fixtures.seattle)
        #expect(calls.value == 2)
    }

    @Test func aQuestionAnotherScreenWaitsForRunsOn() async throws {
        let answer = Gate()
        let joined = Gate()
        let cancelled = LockBox(false)
        let cache = WeatherCache(
            fetch: { _ in
                await answer.wait()
                if Task.isCancelled { cancelled.set(true) }
                return Fixtures.seattle
            },
            onJoin: { _ in joined.open() })
        let first = Task { try await cache.weather(at: Fixtures.seattlePlace) }
        try await within(.eventually, "the first screen to ask") { await answer.waitForWaiters(1) }
        let second = Task { try await cache.weather(at: Fixtures.seattlePlace) }
        try await within(.eventually, "the second screen to join") { await joined.wait() }
        first.cancel()
        answer.open()
        let secondAnswer = try await within(.eventually, "the second screen's answer") { try await second.value }
        #expect(secondAnswer == Fixtures.seattle)
        #expect(!cancelled.value, "the question was cancelled though the second screen waits for it")
    }

    /// The interleaving that made the test above flaky, forced every time: the first screen leaves at the very
    /// moment the second joins (inside `onJoin`, after the second is counted and before it waits). A joining caller
    /// must be counted before anything can suspend, or the first takes itself for the last waiter and cancels the
    /// question the second is about to wait for. `TRIPS_RACE_LOOPS` (default 20) repeats it; `make flaky` runs 1,000.
    @Test func aScreenLeavingAsAnotherJoinsLeavesTheQuestionRunning() async throws {
        for round in 1...RaceLoops.count {
            let answer = Gate()
            let cancelled = LockBox(false)
            let fetches = LockBox(0)
            let first = LockBox<Task<Weather, any Error>?>(nil)
            let cache = WeatherCache(
                fetch: { _ in
                    fetches.withLock { $0 += 1 }
                    await answer.wait()
                    if Task.isCancelled {
                        cancelled.set(true)
                        throw CancellationError()
                    }
                    return Fixtures.seattle
                },
                onJoin: { _ in first.value?.cancel() })
            let leaving = Task { try await cache.weather(at: Fixtures.seattlePlace) }
            first.set(leaving)
            try await within(.eventually, "the first screen to ask (round \(round))") {
                await answer.waitForWaiters(1)
            }
            let joining = Task { try await cache.weather(at: Fixtures.seattlePlace) }
            await #expect(throws: CancellationError.self, "round \(round)") {
                try await within(.eventually, "the first screen to leave (round \(round))") { try await leaving.value }
            }
            answer.open()
            let weather = try await within(.eventually, "the second screen's answer (round \(round))") {
                try await joining.value
            }
            #expect(weather == Fixtures.seattle, "round \(round)")
            #expect(!cancelled.value, "round \(round): the question was cancelled under the joining screen")
            #expect(fetches.value == 1, "round \(round): asked \(fetches.value) times")
            if cancelled.value || fetches.value != 1 { break }
        }
    }
}

/// How many rounds the forced race runs: `TRIPS_RACE_LOOPS`, or 20.
enum RaceLoops {
    static let count = max(1, ProcessInfo.processInfo.environment["TRIPS_RACE_LOOPS"].flatMap(Int.init) ?? 20)
}

/// The cache keys by place: two places of one name are two questions and two answers.
@Suite("Weather cache by place")
struct WeatherCacheByPlaceTests {
    @Test func twoPlacesOfOneNameNeverShareAnAnswer() async throws {
        let asked = LockBox<[Place]>([])
        let disk = WeatherDisk(directory: try Fixtures.temporaryDirectory())
        let cache = WeatherCache(
            disk: disk,
            fetch: { place in
                asked.withLock { $0.append(place) }
                return Weather(place: place.displayName, temperature: place.latitude, code: 0)
            })
        let (florida, california) = (Fixtures.hollywoods[0], Fixtures.hollywoods[1])
        let floridaWeather = try await cache.weather(at: florida)
        let californiaWeather = try await cache.weather(at: california)
        let floridaAgain = try await cache.weather(at: florida)
        #expect(floridaWeather.place == "Hollywood, Florida, United States")
        #expect(californiaWeather.place == "Hollywood, California, United States")
        #expect(floridaAgain.temperature == florida.latitude, "Florida's answer was kept")
        #expect(asked.value == [florida, california])
        #expect(disk.recent(at: california)?.temperature == california.latitude)
    }
}
