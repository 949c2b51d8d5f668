import Domain
import Foundation
import Testing

@Suite("Weather in words")
struct WeatherTests {
    @Test(arguments: [
        (0, "Clear sky"), (1, "Mainly clear"), (2, "Partly cloudy"), (3, "Overcast"), (45, "Fog"),
        (48, "Depositing rime fog"), (51, "Light drizzle"), (53, "Moderate drizzle"), (55, "Dense drizzle"),
        (56, "Light freezing drizzle"), (57, "Dense freezing drizzle"), (61, "Slight rain"), (63, "Moderate rain"),
        (65, "Heavy rain"), (66, "Light freezing rain"), (67, "Heavy freezing rain"), (71, "Slight snowfall"),
        (73, "Moderate snowfall"), (75, "Heavy snowfall"), (77, "Snow grains"), (80, "Slight rain showers"),
        (81, "Moderate rain showers"), (82, "Violent rain showers"), (85, "Slight snow showers"),
        (86, "Heavy snow showers"), (95, "Thunderstorm"), (96, "Thunderstorm with slight hail"),
        (99, "Thunderstorm with heavy hail"),
    ])
    func everyDocumentedCodeHasWords(code: Int, words: String) {
        #expect(WeatherCode(code).description == words)
        #expect(WeatherCode(code).isKnown)
    }

    @Test func theTableHasEveryDocumentedCodeAndNoOther() {
        #expect(WeatherCode.table.count == 28)
    }

    @Test(arguments: [-1, 4, 42, 100])
    func anUnknownCodeSaysSo(code: Int) {
        #expect(!WeatherCode(code).isKnown)
        #expect(WeatherCode(code).description == "Unknown conditions (code \(code))")
    }

    @Test func temperatureIsRoundedToAWholeDegree() {
        #expect(Weather(place: "Seattle", temperature: 60.6, code: 2).temperatureDescription == "61°F")
        #expect(Weather(place: "Bergen", temperature: -0.4, code: 2).temperatureDescription == "0°F")
        #expect(Weather(place: "Seattle", temperature: 61, code: 2).conditions == "Partly cloudy")
    }

    @Test(arguments: [
        (WeatherError.noSuchPlace("Hogsmeade"), "Open-Meteo knows no place called Hogsmeade."),
        (.unreachable("the network is offline"), "Could not reach Open-Meteo: the network is offline."),
        (.timedOut(seconds: 10), "Open-Meteo did not answer within 10 seconds."),
        (.timedOut(seconds: 2.5), "Open-Meteo did not answer within 2.5 seconds."),
        (
            .badStatus(400, reason: "Latitude must be in range of -90 to 90°."),
            "Open-Meteo answered with an error (HTTP 400): Latitude must be in range of -90 to 90°."
        ),
        (.badStatus(502, reason: nil), "Open-Meteo answered with an error (HTTP 502)."),
        (.unreadable("it is not valid JSON"), "Could not read Open-Meteo's answer: it is not valid JSON."),
    ])
    func everyErrorSaysWhatWentWrong(error: WeatherError, message: String) {
        #expect(error.localizedDescription == message)
    }

    @Test func aPlaceWithoutARegionReadsAsNameAndCountry() {
        #expect(
            Place(name: "Seattle", country: "United States", latitude: 0, longitude: 0).displayName
                == "Seattle, United States")
        #expect(Place(name: "Atlantis", latitude: 0, longitude: 0).displayName == "Atlantis")
    }
}
