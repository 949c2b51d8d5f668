/// Open-Meteo's answers, in their own JSON shapes, as far as Trips reads them.
///
/// Every field Open-Meteo may leave out, or send as `null`, is optional here, so that a missing value is told apart
/// from a mistyped one: the client says which value is missing instead of "has the wrong type".
enum OpenMeteoAnswers {
    /// `GET /v1/search`: the places matching a name; `results` is absent when nothing matches.
    struct Search: Decodable {
        /// One place. Open-Meteo leaves out `country`, `admin1` and `admin2` for places that have none.
        struct Result: Decodable {
            var id: Int?
            var name: String
            var latitude: Double
            var longitude: Double
            var country: String?
            var admin1: String?
            var admin2: String?
        }

        var results: [Result]?
    }

    /// `GET /v1/forecast` with `current=temperature_2m,weather_code`: the values now, and the units they are in.
    struct Forecast: Decodable {
        struct Current: Decodable {
            var temperature2m: Double?
            var weatherCode: Int?

            enum CodingKeys: String, CodingKey {
                case temperature2m = "temperature_2m"
                case weatherCode = "weather_code"
            }
        }

        /// The unit of each value in `current`, by the same keys ("°F", "wmo code").
        struct Units: Decodable {
            var temperature2m: String?

            enum CodingKeys: String, CodingKey {
                case temperature2m = "temperature_2m"
            }
        }

        var current: Current
        var currentUnits: Units?

        enum CodingKeys: String, CodingKey {
            case current
            case currentUnits = "current_units"
        }
    }

    /// The body Open-Meteo sends with an error status: `{"error": true, "reason": "…"}`.
    struct Failure: Decodable {
        var reason: String?
    }
}
