/// The weather at a place now: where, how warm, and what it is like.
public struct Weather: Sendable, Hashable, Codable {
    /// Where, as a person reads it: "Seattle, United States".
    public var place: String
    /// The temperature in degrees Fahrenheit.
    public var temperature: Double
    /// The WMO weather code Open-Meteo reports.
    public var code: Int

    /// Makes a weather report.
    public init(place: String, temperature: Double, code: Int) {
        self.place = place
        self.temperature = temperature
        self.code = code
    }

    /// The conditions in words: "Partly cloudy".
    public var conditions: String {
        WeatherCode(code).description
    }

    /// The temperature rounded to a whole degree: "61°F".
    public var temperatureDescription: String {
        let rounded = temperature.rounded()
        // Beyond any weather on Earth (or not a number at all) is shown as unknown rather than trapping.
        return abs(rounded) < 10_000 ? "\(Int(rounded))°F" : "–°F"
    }
}
