import Domain
import Foundation

/// Open-Meteo's geocoding search and current forecast, over an injected transport with a timeout on an injected clock.
public struct OpenMeteoClient: Sendable {
    /// Where the geocoding API lives; `https://geocoding-api.open-meteo.com` unless overridden.
    public var geocodingBase: URL
    /// Where the forecast API lives; `https://api.open-meteo.com` unless overridden.
    public var forecastBase: URL
    /// How requests are sent.
    public var transport: HTTPTransport
    /// The clock the timeout runs on.
    public var clock: any Clock<Duration>
    /// How long one request may take.
    public var timeout: Duration
    /// Hears each request as it starts and how it ended (`request: forecast Seattle, answered 200`).
    public var log: AppLog

    /// The public Open-Meteo servers.
    public static let defaultGeocodingBase = URL(string: "https://geocoding-api.open-meteo.com")
    /// The public Open-Meteo forecast server.
    public static let defaultForecastBase = URL(string: "https://api.open-meteo.com")

    /// How long one request may take unless the client is told otherwise: what `trips-shell` uses when launched
    /// without `--request-timeout`.
    public static let standardTimeout: Duration = .seconds(10)

    /// Makes a client; every dependency has the live default.
    public init(
        geocodingBase: URL? = nil,
        forecastBase: URL? = nil,
        transport: HTTPTransport = .live,
        clock: any Clock<Duration> = ContinuousClock(),
        timeout: Duration = standardTimeout,
        log: AppLog = .off
    ) {
        self.geocodingBase = geocodingBase ?? Self.defaultGeocodingBase ?? URL(fileURLWithPath: "/")
        self.forecastBase = forecastBase ?? Self.defaultForecastBase ?? URL(fileURLWithPath: "/")
        self.transport = transport
        self.clock = clock
        self.timeout = timeout
        self.log = log
    }

    // MARK: - Asking

    /// The places Open-Meteo knows by this name, best first, at most `count` of them; none for a name it does not know.
    public func search(_ name: String, count: Int = 5) async throws -> [Place] {
        let url = try endpoint(
            geocodingBase, "v1/search",
            [
                URLQueryItem(name: "name", value: name),
                URLQueryItem(name: "count", value: String(count)),
                URLQueryItem(name: "language", value: "en"),
                URLQueryItem(name: "format", value: "json"),
            ])
        let answer = try await get(url, as: OpenMeteoAnswers.Search.self, about: "search \"\(name)\"")
        return (answer.results ?? []).map {
            Place(
                name: $0.name, country: $0.country, region: $0.admin1, subregion: $0.admin2, latitude: $0.latitude,
                longitude: $0.longitude, id: $0.id)
        }
    }

    /// The place a name stands for when nobody chose among the suggestions: Open-Meteo's best match.
    public func place(named name: String) async throws -> Place {
        guard let place = try await search(name, count: 1).first else { throw WeatherError.noSuchPlace(name) }
        return place
    }

    /// The weather at a place now, in °F, asked by its coordinates.
    ///
    /// A value Open-Meteo sent as `null` (or not at all) is ``WeatherError/missingValue(_:)``; a temperature in °C is
    /// converted, and one in any other unit refused. An answer with no `current_units` is taken to be in the unit
    /// asked for.
    public func forecast(at place: Place) async throws -> Weather {
        let url = try endpoint(
            forecastBase, "v1/forecast",
            [
                URLQueryItem(name: "latitude", value: String(place.latitude)),
                URLQueryItem(name: "longitude", value: String(place.longitude)),
                URLQueryItem(name: "current", value: "temperature_2m,weather_code"),
                URLQueryItem(name: "temperature_unit", value: "fahrenheit"),
            ])
        let answer = try await get(url, as: OpenMeteoAnswers.Forecast.self, about: "forecast \(place.name)")
        guard let temperature = answer.current.temperature2m else { throw WeatherError.missingValue("temperature") }
        guard let code = answer.current.weatherCode else { throw WeatherError.missingValue("weather code") }
        let fahrenheit = try Self.fahrenheit(temperature, in: answer.currentUnits?.temperature2m ?? "°F")
        guard (-200...200).contains(fahrenheit) else {
            throw WeatherError.unreadable("its temperature, \(fahrenheit)°F, is not one the Earth has")
        }
        return Weather(place: place.displayName, temperature: fahrenheit, code: code)
    }

    /// The weather in a city by name: its best match in geocoding, then that place's forecast. The app keeps the
    /// place instead (``place(named:)``, then ``forecast(at:)``); this is for tools and tests that start from a name.
    public func weather(in city: String) async throws -> Weather {
        try await forecast(at: place(named: city))
    }

    // MARK: - Private

    private func endpoint(_ base: URL, _ path: String, _ query: [URLQueryItem]) throws -> URL {
        var components = URLComponents(url: base.appendingPathComponent(path), resolvingAgainstBaseURL: false)
        components?.queryItems = query
        guard let url = components?.url else {
            throw WeatherError.unreachable("the address \(base.absoluteString) is not a valid URL")
        }
        return url
    }

    /// Sends a GET for `url` and reads its answer; `subject` names it in the log.
    private func get<Answer: Decodable>(_ url: URL, as _: Answer.Type, about subject: String) async throws -> Answer {
        var request = HTTPRequest(url: url)
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        log.debug("request: \(subject), sent")
        let data: Data
        let response: HTTPResponse
        do {
            (data, response) = try await Timeout.run(timeout, on: clock) { [transport, request] in
                try await transport.send(request)
            }
        } catch {
            log.debug(
                "request: \(subject), \(error is CancellationError ? "cancelled" : "failed: \(error.localizedDescription)")"
            )
            throw error
        }
        log.debug("request: \(subject), answered \(response.statusCode)")
        guard (200..<300).contains(response.statusCode) else {
            let reason = try? JSONDecoder().decode(OpenMeteoAnswers.Failure.self, from: data).reason
            throw WeatherError.badStatus(response.statusCode, reason: reason)
        }
        do {
            return try JSONDecoder().decode(Answer.self, from: data)
        } catch {
            throw WeatherError.unreadable(Self.explain(error, bytes: data.count))
        }
    }

    /// A temperature in degrees Fahrenheit, from one in `unit` as Open-Meteo names it ("°F", "°C").
    private static func fahrenheit(_ value: Double, in unit: String) throws -> Double {
        switch unit {
        case "°F": return value
        case "°C": return value * 9 / 5 + 32
        default: throw WeatherError.unreadable("its temperature is in \"\(unit)\", which Trips cannot convert to °F")
        }
    }

    private static func explain(_ error: any Error, bytes: Int) -> String {
        if bytes == 0 { return "the answer was empty" }
        switch error {
        case DecodingError.keyNotFound(let key, _): return "it has no \"\(key.stringValue)\""
        case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
            let path = context.codingPath.map(\.stringValue).joined(separator: ".")
            return "\"\(path)\" has the wrong type"
        default: return "it is not valid JSON"
        }
    }
}
