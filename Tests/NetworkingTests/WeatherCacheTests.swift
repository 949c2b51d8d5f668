import Domain
import Foundation
import Networking
import Synchronization
import Testing

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
