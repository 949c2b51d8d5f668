import Domain
import Foundation
import Networking
import Testing
import TripsTestKit

/// The live client over URLSession, against the fake Open-Meteo: a place chosen among several of one name is asked
/// for by its own coordinates, and only its forecast is asked (no second search).
@Suite("Live places against a fake Open-Meteo", .timeLimit(.minutes(1)))
struct LivePlacesTests {
    @Test func theSecondOfTwoHollywoodsIsAskedForAtItsCoordinates() async throws {
        try await FakeOpenMeteo.run { server in
            let client = server.liveClient()
            let places = try await client.search("Hollywood")
            #expect(
                places.map(\.displayName) == [
                    "Hollywood, Florida, United States", "Hollywood, California, United States",
                ])
            let weather = try await client.forecast(at: places[1])
            #expect(weather.place == "Hollywood, California, United States")
            #expect(weather.temperature == 34, "the fake answers a place's latitude, rounded")
            let asked = try await FakeOpenMeteo.forecastQueries(on: server)
            #expect(asked.map { [$0["latitude"], $0["longitude"]] } == [["34.09834", "-118.32674"]])
            let searches = try await FakeOpenMeteo.hits("search:hollywood", on: server)
            #expect(searches == 1, "no second search")
        }
    }

    @Test func aSearchAsksForAtMostTheCountItWants() async throws {
        try await FakeOpenMeteo.run { server in
            let places = try await server.liveClient().search("Hollywood", count: 1)
            #expect(places.map(\.region) == ["Florida"])
        }
    }
}
