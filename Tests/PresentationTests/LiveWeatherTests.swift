import AutomationKit
import Domain
import Foundation
import Networking
import Presentation
import Testing
import TripsTestKit

/// The live client, over URLSession, against a fake Open-Meteo on 127.0.0.1, through the weather cache (with a copy
/// on disk) and the weather card's model: every failure ends in a failed phase with its own message, nothing is kept,
/// and the next ask goes to the server again.
@MainActor
@Suite("Live weather against a fake Open-Meteo", .timeLimit(.minutes(1)))
struct LiveWeatherTests {
    nonisolated static let failures: [(city: String, hit: String, message: String)] = [
        (
            "Status500", "search:status500",
            "Open-Meteo answered with an error (HTTP 500): Cannot initialize WeatherVariable from invalid String value "
                + "tempeture_2m for key current"
        ),
        ("Missing", "search:missing", "Open-Meteo answered with an error (HTTP 404)."),
        ("Malformed", "search:malformed", "Could not read Open-Meteo's answer: it is not valid JSON."),
        ("Empty", "search:empty", "Could not read Open-Meteo's answer: the answer was empty."),
        (
            "Truncated", "search:truncated",
            "Could not read Open-Meteo's answer: it was cut off before its end "
                + "(transfer closed with 1059 bytes remaining to read)."
        ),
        ("Hogsmeade", "search:hogsmeade", "Open-Meteo knows no place called Hogsmeade."),
        (
            "forecast-status500", "forecast:status500",
            "Open-Meteo answered with an error (HTTP 500): "
                + "Cannot initialize WeatherVariable from invalid String value tempeture_2m for key current"
        ),
        ("forecast-malformed", "forecast:malformed", "Could not read Open-Meteo's answer: it is not valid JSON."),
        ("forecast-hogsmeade", "forecast:hogsmeade", "Could not read Open-Meteo's answer: it has no \"current\"."),
    ]

    @Test(arguments: failures)
    func eachFailureHasItsOwnMessageIsNotKeptAndIsAskedAgain(city: String, hit: String, message: String) async throws {
        try await LiveServer.run { server in
            let disk = WeatherDisk(directory: try temporaryDirectory())
            let model = WeatherModel(
                source: .cached(by: WeatherCache(disk: disk, fetch: { try await server.client().weather(in: $0.name) }))
            )
            await model.load(at: TestApp.place(city))
            #expect(model.phase == .failed(message))
            #expect(disk.recent(at: TestApp.place(city)) == nil, "a failure is not kept on disk")
            await model.load(at: TestApp.place(city))
            #expect(model.phase == .failed(message))
            let hits = try await server.hits(hit)
            #expect(hits == 2, "the second ask went to the server again")
        }
    }

    /// The control: the same counting sees an answer kept, so the tests above could fail.
    @Test func anAnswerIsKeptAndNotAskedAgain() async throws {
        try await LiveServer.run { server in
            let model = WeatherModel(
                source: .cached(by: WeatherCache(fetch: { try await server.client().weather(in: $0.name) })))
            await model.load(at: TestApp.place("Seattle"))
            #expect(model.phase == .loaded(Weather(place: "Seattle, Testland", temperature: 61, code: 2)))
            await model.load(at: TestApp.place("Seattle"))
            let hits = try await server.hits("search:seattle")
            #expect(hits == 1, "the second ask was answered from the cache")
        }
    }

    @Test func aRefusedConnectionFailsAndIsTriedAgain() async throws {
        let port = try await LiveServer.run { try await $0.closedPort() }
        let nowhere = try #require(URL(string: "http://127.0.0.1:\(port)"))
        let attempts = LockBox(0)
        let counted = HTTPTransport { request in
            attempts.withLock { $0 += 1 }
            return try await HTTPTransport.live.send(request)
        }
        let client = OpenMeteoClient(geocodingBase: nowhere, forecastBase: nowhere, transport: counted)
        let model = WeatherModel(source: .cached(by: WeatherCache(fetch: { try await client.weather(in: $0.name) })))
        await model.load(at: TestApp.place("Seattle"))
        #expect(model.phase == .failed("Could not reach Open-Meteo: the connection was refused."))
        await model.load(at: TestApp.place("Seattle"))
        #expect(attempts.value == 2)
    }

    @Test func aServerSlowerThanTheTimeoutFailsOnTheClockAndIsAskedAgain() async throws {
        try await LiveServer.run { server in
            let clock = ManualClock()
            let model = WeatherModel(
                source: .cached(by: WeatherCache(fetch: { try await server.client(clock: clock).weather(in: $0.name) }))
            )
            for ask in 1...2 {
                let loading = Task { await model.load(at: TestApp.place("Slow")) }
                let hits = try await server.awaitHits("search:slow", ask)
                try #require(hits == ask, "ask \(ask) went to the server")
                try await clock.waitForSleepers(1)
                clock.advance(by: .seconds(10))
                await loading.value
                #expect(model.phase == .failed("Open-Meteo did not answer within 10 seconds."))
            }
        }
    }

    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trips-live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
