/// Open-Meteo's answers, in their own JSON shapes, as far as Trips reads them.
enum OpenMeteoAnswers {
    /// `GET /v1/search`: the places matching a name; `results` is absent when nothing matches.
    struct Search: Decodable {
        struct Result: Decodable {
            var name: String
            var latitude: Double
            var longitude: Double
            var country: String?
            var admin1: String?
        }

        var results: [Result]?
    }

    /// `GET /v1/forecast` with `current=temperature_2m,weather_code`.
    struct Forecast: Decodable {
        struct Current: Decodable {
            var temperature2m: Double
            var weatherCode: Int

            enum CodingKeys: String, CodingKey {
                case temperature2m = "temperature_2m"
                case weatherCode = "weather_code"
            }
        }

        var current: Current
    }

    /// The body Open-Meteo sends with an error status: `{"error": true, "reason": "…"}`.
    struct Failure: Decodable {
        var reason: String?
    }
}
