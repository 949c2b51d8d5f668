import Domain
import Locking
import Networking
import Synchronization
import TripsTestKit

/// Many callers asking a weather cache at once. Each city's fetch answers only once every caller for that city has
/// asked (joined the question in flight, or fetched itself), so "at once" is guaranteed rather than hoped for.
enum CacheLoad {
    /// Which cache is under load.
    enum Kind {
        /// The app's WeatherCache, which keeps the questions in flight.
        case questions
        /// The first cache everyone writes, which keeps only answers: concurrent callers all ask.
        case answers
    }

    /// `callers` concurrent callers for one city; returns how many fetches they caused.
    static func oneCity(callers: Int, cache kind: Kind) async throws -> Int {
        try await load(cities: 1, callersEach: callers, kind: kind)
    }

    /// `cities` cities with `callersEach` concurrent callers each; returns how many fetches they caused.
    static func manyCities(_ cities: Int, callersEach: Int, cache kind: Kind) async throws -> Int {
        try await load(cities: cities, callersEach: callersEach, kind: kind)
    }

    private static func load(cities: Int, callersEach: Int, kind: Kind) async throws -> Int {
        let fetches = Atomic(0)
        let everyoneAsked = Rendezvous(expected: callersEach)
        let fetch: @Sendable (String) async throws -> Weather = { city in
            fetches.add(1, ordering: .relaxed)
            everyoneAsked.arrive(city)
            await everyoneAsked.wait(city)
            return Weather(place: city, temperature: 61, code: 2)
        }
        let ask: @Sendable (String) async throws -> Weather
        switch kind {
        case .questions:
            // The cache keys by place; each city is a place of its own name.
            let cache = WeatherCache(fetch: { try await fetch($0.name) }, onJoin: { everyoneAsked.arrive($0.name) })
            ask = { try await cache.weather(at: Place(name: $0, latitude: 0, longitude: 0)) }
        case .answers:
            let cache = AnswersOnlyCache(fetch: fetch)
            ask = { try await cache.value(for: $0) }
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for caller in 0..<(cities * callersEach) {
                let city = "City \(caller % cities)"
                group.addTask { _ = try await ask(city) }
            }
            try await group.waitForAll()
        }
        return fetches.load(ordering: .relaxed)
    }
}

/// Per city, lets waiters through once `expected` callers have arrived.
final class Rendezvous: Sendable {
    private struct City {
        var arrived = 0
        var waiters: [CheckedContinuation<Void, Never>] = []
        var isOpen = false
    }

    private let expected: Int
    private let cities = Lock<[String: City]>([:])

    init(expected: Int) {
        self.expected = expected
    }

    /// One more caller for `city` has asked; the last one opens the way for all.
    func arrive(_ city: String) {
        let released = cities.withLock { cities -> [CheckedContinuation<Void, Never>] in
            cities[city, default: City()].arrived += 1
            guard let state = cities[city], state.arrived >= expected, !state.isOpen else { return [] }
            cities[city]?.isOpen = true
            cities[city]?.waiters = []
            return state.waiters
        }
        for waiter in released { waiter.resume() }
    }

    /// Returns once every caller for `city` has arrived.
    func wait(_ city: String) async {
        await withCheckedContinuation { continuation in
            let isOpen = cities.withLock { cities in
                if cities[city]?.isOpen == true { return true }
                cities[city, default: City()].waiters.append(continuation)
                return false
            }
            if isOpen { continuation.resume() }
        }
    }
}
