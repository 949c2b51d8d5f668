import Domain
import Foundation
import Locking
import Networking
import Testing

/// The client reads every shape Open-Meteo really sends: nulls, fields left out, units, the empty answer.
@Suite("Open-Meteo's real shapes")
struct OpenMeteoShapesTests {
    private let place = Place(name: "Hollywood", latitude: 34.09834, longitude: -118.32674)

    private func forecast(_ body: String) async throws -> Weather {
        try await OpenMeteoClient(transport: Fixtures.answering(200, body)).forecast(at: place)
    }

    private func search(_ body: String) async throws -> [Place] {
        try await OpenMeteoClient(transport: Fixtures.answering(200, body)).search("Hollywood")
    }

    // MARK: - Forecasts

    @Test(arguments: [
        (#"{"current": {"temperature_2m": null, "weather_code": 2}}"#, "temperature"),
        (#"{"current": {"weather_code": 2}}"#, "temperature"),
        (#"{"current": {"temperature_2m": 61.0, "weather_code": null}}"#, "weather code"),
        (#"{"current": {"time": "2026-03-01T12:00", "temperature_2m": 61.0}}"#, "weather code"),
    ])
    func aValueSentAsNullOrLeftOutIsMissing(body: String, what: String) async throws {
        let error = await #expect(throws: WeatherError.missingValue(what)) { try await forecast(body) }
        #expect(error?.localizedDescription == "Open-Meteo sent no \(what) for this place.")
    }

    @Test func aTemperatureInCelsiusIsConverted() async throws {
        let body = #"""
            {"current_units": {"temperature_2m": "°C", "weather_code": "wmo code"},
             "current": {"temperature_2m": -10.0, "weather_code": 71}}
            """#
        let weather = try await forecast(body)
        #expect(weather.temperature == 14)
        #expect(weather.temperatureDescription == "14°F")
    }

    @Test func aTemperatureInFahrenheitIsShownAsSent() async throws {
        let body =
            #"{"current_units": {"temperature_2m": "°F"}, "current": {"temperature_2m": -4.2, "weather_code": 3}}"#
        let temperature = try await forecast(body).temperatureDescription
        #expect(temperature == "-4°F")
    }

    @Test func aTemperatureInAnotherUnitIsRefused() async throws {
        let body =
            #"{"current_units": {"temperature_2m": "K"}, "current": {"temperature_2m": 290.0, "weather_code": 0}}"#
        let error = await #expect(throws: WeatherError.self) { try await forecast(body) }
        #expect(
            error?.localizedDescription
                == "Could not read Open-Meteo's answer: its temperature is in \"K\", which Trips cannot convert to °F.")
    }

    @Test func aWholeRealAnswerIsRead() async throws {
        let body = try String(
            contentsOf: Fixtures.stubs.appendingPathComponent("forecast/hollywood-2.json"), encoding: .utf8)
        let weather = try await forecast(body)
        #expect(weather.temperatureDescription == "64°F")
        #expect(weather.conditions == "Clear sky")
    }

    @Test func theForecastIsAskedAtThePlacesCoordinates() async throws {
        let seen = Lock<[URL]>([])
        let transport = HTTPTransport { request in
            seen.withLock { $0.append(request.url) }
            return try await Fixtures.answering(200, #"{"current": {"temperature_2m": 64, "weather_code": 0}}"#)
                .send(request)
        }
        let client = OpenMeteoClient(forecastBase: URL(string: "http://127.0.0.1:9/fc"), transport: transport)
        _ = try await client.forecast(at: place)
        #expect(
            seen.withLock { $0.map(\.absoluteString) } == [
                "http://127.0.0.1:9/fc/v1/forecast?latitude=34.09834&longitude=-118.32674"
                    + "&current=temperature_2m,weather_code&temperature_unit=fahrenheit"
            ])
    }

    // MARK: - Searches

    @Test func aPlaceWithoutRegionOrCountryHasNone() async throws {
        let body = #"""
            {"results": [{"id": 3372783, "name": "Ponta Delgada", "latitude": 37.73952, "longitude": -25.66874,
                          "elevation": 21.0, "feature_code": "PPLA", "timezone": "Atlantic/Azores"}],
             "generationtime_ms": 0.7}
            """#
        let places = try await search(body)
        #expect(places == [Place(name: "Ponta Delgada", latitude: 37.73952, longitude: -25.66874, id: 3_372_783)])
        #expect(places.first?.displayName == "Ponta Delgada")
    }

    @Test func aPlaceKeepsItsIdRegionsAndCountry() async throws {
        let body = try String(
            contentsOf: Fixtures.stubs.appendingPathComponent("geocoding/hollywood.json"), encoding: .utf8)
        let places = try await search(body)
        #expect(Array(places.prefix(2)) == Fixtures.hollywoods)
    }

    @Test func theEmptyAnswerHasNoResults() async throws {
        let results = try await search(#"{"generationtime_ms": 0.4}"#)
        #expect(results.isEmpty)
    }

    @Test func aTypedNameIsResolvedToItsFirstMatchWithOneResultAsked() async throws {
        let seen = Lock<[URL]>([])
        let body = try String(
            contentsOf: Fixtures.stubs.appendingPathComponent("geocoding/hollywood.json"), encoding: .utf8)
        let transport = HTTPTransport { request in
            seen.withLock { $0.append(request.url) }
            return try await Fixtures.answering(200, body).send(request)
        }
        let client = OpenMeteoClient(geocodingBase: URL(string: "http://127.0.0.1:9/geo"), transport: transport)
        let resolved = try await client.place(named: "Hollywood")
        #expect(resolved == Fixtures.hollywoods[0])
        #expect(seen.withLock { $0.first?.query } == "name=Hollywood&count=1&language=en&format=json")
    }

    @Test func tooManyRequestsCarriesOpenMeteosReason() async throws {
        let body = #"{"error":true,"reason":"Minutely API request limit exceeded. Please try again in one minute."}"#
        let client = OpenMeteoClient(transport: Fixtures.answering(429, body))
        let error = await #expect(throws: WeatherError.self) { try await client.search("Hollywood") }
        #expect(
            error?.localizedDescription
                == "Open-Meteo answered with an error (HTTP 429): Minutely API request limit exceeded. Please try "
                + "again in one minute.")
    }
}
