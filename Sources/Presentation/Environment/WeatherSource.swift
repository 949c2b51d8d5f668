import Domain
import Networking

/// Where the screens' weather comes from, as a small interface: the live value asks the shared ``WeatherCache``
/// (and through it Open-Meteo or its stubs); a test hands in closures of its own, so no model test can reach the
/// network by accident.
public struct WeatherSource: Sendable {
    /// The weather at a place: a known answer, or a question asked.
    public var weather: @Sendable (Place) async throws -> Weather
    /// Asks again, keeping what is known until a new answer replaces it.
    public var refresh: @Sendable (Place) async throws -> Weather

    /// A source made of two closures.
    public init(
        weather: @escaping @Sendable (Place) async throws -> Weather,
        refresh: @escaping @Sendable (Place) async throws -> Weather
    ) {
        self.weather = weather
        self.refresh = refresh
    }

    /// The live source: every screen asks one shared cache.
    public static func cached(by cache: WeatherCache) -> WeatherSource {
        WeatherSource(weather: { try await cache.weather(at: $0) }, refresh: { try await cache.refresh($0) })
    }
}
