import Domain
import Foundation
import Networking
import Synchronization
import Testing
import TripsTestKit

@Suite("Weather cache")
struct WeatherCacheTests {
    @Test func failuresAreNotKept() async throws {
        let calls = Mutex(0)
        let cache = WeatherCache(fetch: { city in
            let call = calls.withLock { count in
                count += 1
                return count
            }
            if call == 1 { throw WeatherError.unreachable("the network is offline") }
            return Fixtures.seattle
        })
        await #expect(throws: WeatherError.unreachable("the network is offline")) {
            try await cache.weather(in: "Seattle")
        }
        #expect(try await cache.weather(in: "Seattle") == Fixtures.seattle)
        #expect(calls.withLock { $0 } == 2)
    }

    @Test func answersAreKept() async throws {
        try await confirmation(expectedCount: 1) { asked in
            let cache = WeatherCache(fetch: { _ in
                asked()
                return Fixtures.seattle
            })
            _ = try await cache.weather(in: "Seattle")
            _ = try await cache.weather(in: "Seattle")
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
            _ = try await cache.weather(in: "Seattle")
            now.withLock { $0 += 9 * 60 + 59 }
            _ = try await cache.weather(in: "Seattle")  // still fresh: no question
            now.withLock { $0 += 1 }
            _ = try await cache.weather(in: "Seattle")  // ten minutes old: asked again
        }
    }

    @Test func theDiskAnswersWithoutAsking() async throws {
        let disk = WeatherDisk(directory: try Fixtures.temporaryDirectory())
        disk.save(Fixtures.seattle, for: "Seattle")
        try await confirmation(expectedCount: 0) { asked in
            let cache = WeatherCache(
                disk: disk,
                fetch: { _ in
                    asked()
                    return Fixtures.seattle
                })
            let answer = try await cache.weather(in: "Seattle")
            #expect(answer == Fixtures.seattle)
        }
    }

    @Test func forgetAsksAgainAndClearsTheDisk() async throws {
        let disk = WeatherDisk(directory: try Fixtures.temporaryDirectory())
        try await confirmation(expectedCount: 2) { asked in
            let cache = WeatherCache(
                disk: disk,
                fetch: { _ in
                    asked()
                    return Fixtures.seattle
                })
            _ = try await cache.weather(in: "Seattle")
            #expect(disk.recent(in: "Seattle") == Fixtures.seattle)
            await cache.forget("Seattle")
            #expect(disk.recent(in: "Seattle") == nil)
            _ = try await cache.weather(in: "Seattle")
        }
    }
}

/// A question everyone stopped waiting for is cancelled; one someone still waits for runs on.
@Suite("Questions nobody waits for", .timeLimit(.minutes(1)))
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
        let screen = Task { try await cache.weather(in: "Seattle") }
        await answer.waitForWaiters(1)
        screen.cancel()
        await #expect(throws: CancellationError.self) { try await screen.value }
        #expect(cancelled.value)
        answer.open()
        #expect(try await cache.weather(in: "Seattle") == Fixtures.seattle)
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
        let first = Task { try await cache.weather(in: "Seattle") }
        await answer.waitForWaiters(1)
        let second = Task { try await cache.weather(in: "Seattle") }
        await joined.wait()
        first.cancel()
        answer.open()
        #expect(try await second.value == Fixtures.seattle)
        #expect(!cancelled.value)
    }
}
