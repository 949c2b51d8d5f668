import AutomationKit
import Domain
import Foundation
import Networking
import Testing
import TripsTestKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// URLSession's own failures on a real socket, as the live transport words them.
@Suite("Live transport against a fake Open-Meteo", .timeLimit(.minutes(1)))
struct LiveTransportTests {
    @Test(arguments: ["Truncated", "forecast-truncated"])
    func aTruncatedAnswerIsUnreadableNotUnreachable(city: String) async throws {
        try await FakeOpenMeteo.run { server in
            let error = await #expect(throws: WeatherError.self) { try await server.liveClient().weather(in: city) }
            guard case .unreadable(let detail) = error else {
                Issue.record("expected an unreadable answer, got \(String(describing: error))")
                return
            }
            #expect(detail.hasPrefix("it was cut off before its end (transfer closed with "), "\(detail)")
        }
    }

    @Test func aRefusedConnectionSaysSo() async throws {
        let port = try await FakeOpenMeteo.run { try await FakeOpenMeteo.closedPort(on: $0) }
        let nowhere = try #require(URL(string: "http://127.0.0.1:\(port)"))
        let client = OpenMeteoClient(geocodingBase: nowhere, forecastBase: nowhere, transport: .live)
        await #expect(throws: WeatherError.unreachable("the connection was refused")) {
            try await client.weather(in: "Seattle")
        }
    }

    /// The server holds the request; the test clock, not the wall clock, decides when that is too long. The timeout
    /// must also cancel URLSession's request, or the task group would wait for the server and the test would hang.
    @Test func aServerSlowerThanTheTimeoutTimesOutOnTheTestClock() async throws {
        try await FakeOpenMeteo.run { server in
            let clock = ManualClock()
            let answer = Task { try await server.liveClient(clock: clock).weather(in: "Slow") }
            let hits = try await server.get("/await-hits?key=search:slow&count=1", as: [String: Int].self)
            try #require(hits["search:slow"] == 1, "the request is at the server")
            try await clock.waitForSleepers(1)
            clock.advance(by: .seconds(10))
            await #expect(throws: WeatherError.timedOut(seconds: 10)) { try await answer.value }
        }
    }

    @Test func anUnknownURLErrorKeepsTheWordsItCameWith() {
        let error = URLError(.unknown, userInfo: [NSLocalizedDescriptionKey: "Weird socket state"])
        #expect(HTTPTransport.weatherError(for: error) == .unreachable("network error -1, Weird socket state"))
        #expect(HTTPTransport.weatherError(for: URLError(.unknown)) == .unreachable("network error -1"))
    }
}
