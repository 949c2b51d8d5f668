import Domain
import Foundation
import Networking
import SlugRule
import Testing

@Suite("Stubbed Open-Meteo")
struct StubTransportTests {
    @Test func seattleIsPartlyCloudyAt61() async throws {
        let weather = try await Fixtures.stubbedClient().weather(in: "Seattle")
        #expect(weather.place == "Seattle, Washington, United States")
        #expect(weather.temperatureDescription == "61°F")
        #expect(weather.code == 2)
        #expect(weather.conditions == "Partly cloudy")
    }

    @Test(arguments: [
        "seattle", "bergen", "kyoto", "berlin", "new-york", "reykjavik", "hollywood", "springfield", "oymyakon",
    ])
    func everyStubFileDecodes(slug: String) async throws {
        let client = try Fixtures.stubbedClient()
        let places = try await client.search(slug.replacingOccurrences(of: "-", with: " "))
        let place = try #require(places.first)
        #expect(Slug.make(place.name) == slug)
        let weather = try await client.forecast(at: place)
        #expect(WeatherCode(weather.code).isKnown)
    }

    @Test func hogsmeadeIsUnknown() async throws {
        await #expect(throws: WeatherError.noSuchPlace("Hogsmeade")) {
            try await Fixtures.stubbedClient().weather(in: "Hogsmeade")
        }
    }

    @Test func searchMatchesPrefixesFromThreeLetters() async throws {
        let client = try Fixtures.stubbedClient()
        let threeLetters = try await client.search("Ber")
        let fourLetters = try await client.search("Berg")
        let oneLetter = try await client.search("B")
        let twoLetters = try await client.search("Be")
        #expect(threeLetters.map(\.name) == ["Bergen", "Berlin"])
        #expect(fourLetters.map(\.name) == ["Bergen"])
        #expect(oneLetter.isEmpty)
        #expect(twoLetters.isEmpty)
    }

    @Test func aCityNameCannotReadOutsideTheStubs() async throws {
        let client = try Fixtures.stubbedClient()
        let upwards = try await client.search("../../Package")
        let absolute = try await client.search("/etc/passwd")
        #expect(upwards.isEmpty)
        #expect(absolute.isEmpty)
    }

    @Test func failsPerCityOrEverywhere() async throws {
        let offlineBergen = try Fixtures.stubbedClient(StubBehavior(failures: ["bergen": .offline]))
        let seattle = try await offlineBergen.weather(in: "Seattle")
        #expect(seattle.temperature == 61)
        await #expect(throws: WeatherError.unreachable("the network is offline")) {
            try await offlineBergen.weather(in: "Bergen")
        }
        let broken = try Fixtures.stubbedClient(StubBehavior(failures: [StubBehavior.everywhere: .serverError]))
        await #expect(throws: WeatherError.badStatus(500, reason: "Stubbed server error for kyoto")) {
            try await broken.weather(in: "Kyoto")
        }
    }
}
