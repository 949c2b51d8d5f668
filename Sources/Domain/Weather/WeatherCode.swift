/// A WMO weather interpretation code, as Open-Meteo's `weather_code` reports it, in words.
public struct WeatherCode: Sendable, Hashable, CustomStringConvertible {
    /// The code itself.
    public let rawValue: Int

    /// Wraps a code; any integer is accepted, and an unknown one says so.
    public init(_ rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Every code Open-Meteo documents, with its words.
    public static let table: [Int: String] = [
        0: "Clear sky",
        1: "Mainly clear",
        2: "Partly cloudy",
        3: "Overcast",
        45: "Fog",
        48: "Depositing rime fog",
        51: "Light drizzle",
        53: "Moderate drizzle",
        55: "Dense drizzle",
        56: "Light freezing drizzle",
        57: "Dense freezing drizzle",
        61: "Slight rain",
        63: "Moderate rain",
        65: "Heavy rain",
        66: "Light freezing rain",
        67: "Heavy freezing rain",
        71: "Slight snowfall",
        73: "Moderate snowfall",
        75: "Heavy snowfall",
        77: "Snow grains",
        80: "Slight rain showers",
        81: "Moderate rain showers",
        82: "Violent rain showers",
        85: "Slight snow showers",
        86: "Heavy snow showers",
        95: "Thunderstorm",
        96: "Thunderstorm with slight hail",
        99: "Thunderstorm with heavy hail",
    ]

    /// Whether Open-Meteo documents this code.
    public var isKnown: Bool { Self.table[rawValue] != nil }

    /// The conditions in words, or "Unknown conditions (code 42)".
    public var description: String {
        Self.table[rawValue] ?? "Unknown conditions (code \(rawValue))"
    }
}
