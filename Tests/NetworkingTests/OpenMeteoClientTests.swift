import Domain
import Foundation
import Locking
import Networking
import Testing

@Suite("Open-Meteo client errors")
struct OpenMeteoClientTests {
    private func client(_ status: Int, _ body: String) -> OpenMeteoClient {
        OpenMeteoClient(transport: Fixtures.answering(status, body))
    }

    @Test func aBadStatusCarriesOpenMeteosReason() async {
        let body = #"{"error":true,"reason":"Cannot initialize WeatherVariable from invalid String value"}"#
        await #expect(
            throws: WeatherError.badStatus(400, reason: "Cannot initialize WeatherVariable from invalid String value")
        ) {
            try await client(400, body).search("Seattle")
        }
    }

    @Test func aBadStatusWithoutAReasonStillSaysTheStatus() async {
        await #expect(throws: WeatherError.badStatus(502, reason: nil)) {
            try await client(502, "<html>Bad Gateway</html>").search("Seattle")
        }
    }

    @Test(arguments: [
        ("", "the answer was empty"),
        ("{not json", "it is not valid JSON"),
        (#"{"latitude": 1}"#, "it has no \"current\""),
        (
            #"{"current": {"temperature_2m": "warm", "weather_code": 2}}"#,
            "\"current.temperature_2m\" has the wrong type"
        ),
    ])
    func anUnreadableAnswerSaysWhy(body: String, reason: String) async {
        let place = Place(name: "Seattle", latitude: 47.6, longitude: -122.3)
        await #expect(throws: WeatherError.unreadable(reason)) {
            try await client(200, body).forecast(at: place)
        }
    }

    @Test func asksInOpenMeteosOwnShape() async throws {
        let seen = Lock<[URL]>([])
        let transport = HTTPTransport { request in
            seen.withLock { $0.append(request.url) }
            return try await Fixtures.answering(200, #"{"generationtime_ms": 0.2}"#).send(request)
        }
        let client = OpenMeteoClient(geocodingBase: URL(string: "http://127.0.0.1:9/geo"), transport: transport)
        await #expect(throws: WeatherError.noSuchPlace("New York")) { try await client.weather(in: "New York") }
        let url = try #require(seen.withLock { $0.first })
        #expect(
            url.absoluteString == "http://127.0.0.1:9/geo/v1/search?name=New%20York&count=1&language=en&format=json")
    }
}
