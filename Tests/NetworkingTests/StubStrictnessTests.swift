import Domain
import Foundation
import Networking
import Testing

/// The stubs answer as strictly as Open-Meteo: `count` honoured, files served with their status, failures with the
/// service's own reasons, every place of a name with its own forecast.
@Suite("Stubs as strict as the service")
struct StubStrictnessTests {
    @Test func aSearchAnswersAtMostTheCountAskedFor() async throws {
        let client = try Fixtures.stubbedClient()
        let askedForFive = try await client.search("Hollywood", count: 5)
        let askedForTwo = try await client.search("Hollywood", count: 2)
        let askedForOne = try await client.search("Hollywood", count: 1)
        #expect(askedForFive.count == 5)
        #expect(askedForTwo.map(\.region) == ["Florida", "California"])
        #expect(askedForOne.count == 1)
    }

    @Test func aSearchWithoutACountAnswersAtMostTen() async throws {
        let transport = try StubTransport(directory: Fixtures.stubs)
        let (data, _) = try await transport.respond(to: try request("/v1/search?name=Spr"))
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect((object["results"] as? [Any])?.count == 5, "Springfield's five, no more")
    }

    @Test func theEmptyAnswerHasNoResultsAtAll() async throws {
        let transport = try StubTransport(directory: Fixtures.stubs)
        let (data, response) = try await transport.respond(to: try request("/v1/search?name=Hogsmeade&count=5"))
        #expect(response.statusCode == 200)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["results"] == nil)
        #expect(object["generationtime_ms"] != nil)
    }

    @Test func aFileNamedWithAStatusIsServedWithIt() async throws {
        let client = try Fixtures.stubbedClient()
        await #expect(
            throws: WeatherError.badStatus(
                429, reason: "Minutely API request limit exceeded. Please try again in one minute.")
        ) {
            try await client.search("Busytown")
        }
    }

    @Test func aForecastFileNamedWithAStatusIsServedWithIt() async throws {
        let directory = try Fixtures.temporaryDirectory()
        let manager = FileManager.default
        try manager.createDirectory(at: directory.appendingPathComponent("forecast"), withIntermediateDirectories: true)
        try manager.copyItem(
            at: Fixtures.stubs.appendingPathComponent("geocoding"), to: directory.appendingPathComponent("geocoding"))
        let reason = "Latitude must be in range of -90 to 90°. Given: 91.0."
        try Data(#"{"error":true,"reason":"\#(reason)"}"#.utf8)
            .write(to: directory.appendingPathComponent("forecast/seattle.400.json"))
        let client = OpenMeteoClient(transport: try StubTransport(directory: directory).transport)
        await #expect(throws: WeatherError.badStatus(400, reason: reason)) {
            try await client.weather(in: "Seattle")
        }
    }

    @Test(arguments: [
        (429, "Minutely API request limit exceeded. Please try again in one minute."),
        (400, "Cannot initialize WeatherVariable from invalid String value tempeture_2m for key current"),
        (503, "Stubbed server error for hollywood"),
    ])
    func aFailureNamesItsStatusWithOpenMeteosReason(status: Int, reason: String) async throws {
        let client = try Fixtures.stubbedClient(StubBehavior(failures: ["hollywood": .status(status)]))
        await #expect(throws: WeatherError.badStatus(status, reason: reason)) {
            try await client.search("Hollywood")
        }
        await #expect(throws: WeatherError.badStatus(status, reason: reason)) {
            try await client.forecast(at: Fixtures.hollywoods[1])
        }
        let seattle = try await client.weather(in: "Seattle")
        #expect(seattle.temperature == 61, "other cities answer")
    }

    @Test func eachPlaceOfANameHasItsOwnForecast() async throws {
        let client = try Fixtures.stubbedClient()
        let places = try await client.search("Hollywood")
        let weather = try await client.forecast(at: places[1])
        #expect(weather.place == "Hollywood, California, United States")
        #expect(weather.temperatureDescription == "64°F")
        let florida = try await client.forecast(at: places[0])
        #expect(florida.temperatureDescription == "79°F")
    }

    @Test func aPlaceWithoutRegionOrCountryAndANullCode() async throws {
        let client = try Fixtures.stubbedClient()
        let places = try await client.search("Bir Tawil")
        let place = try #require(places.first)
        #expect(place.displayName == "Bir Tawil")
        #expect(place.region == nil && place.country == nil)
        await #expect(throws: WeatherError.missingValue("weather code")) { try await client.forecast(at: place) }
    }

    @Test func aNegativeTemperature() async throws {
        let weather = try await Fixtures.stubbedClient().weather(in: "Oymyakon")
        #expect(weather.place == "Oymyakon, Sakha, Russia")
        #expect(weather.temperatureDescription == "-27°F")
    }

    private func request(_ pathAndQuery: String) throws -> HTTPRequest {
        HTTPRequest(url: try #require(URL(string: "https://geocoding-api.open-meteo.com\(pathAndQuery)")))
    }
}
