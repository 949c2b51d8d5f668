// Recorded in trips-shell (`trips-shell -uiTesting --driver-clock --stub-latency 2 --record
// SlowWeatherAndRefresh.swift`). Next step: move the parts that repeat into page objects (AcceptanceTests/Pages).
import Testing
import TripsRunner

@Suite("Recorded: Slow Weather And Refresh", .evidence)
struct SlowWeatherAndRefresh {
    @Test("Slow Weather And Refresh")
    func slowWeatherAndRefresh() async throws {
        try await withApp("--driver-clock", "--stub-latency", "2") { trips in
            let app = trips.app
            // The trips screen: Trips
            try await app.cells["trip.seattle"].tap()
            // The trip screen: Seattle
            try await step("Seattle") {
                try await app.staticTexts["weather.status"].waitForLabel("Loading weather…")
                try await app.clock.advance(by: .seconds(2))
                try await app.clock.advance(by: .seconds(2))
                try await app.staticTexts["weather.temperature"].waitForLabel("61°F")
                try await app.buttons["weather.refresh"].tap()
                try await app.buttons["weather.refresh"].waitForEnabled(false)
                try await app.expectScreen(matching: "trip-refreshing")
                try await app.staticTexts["weather.temperature"].waitForLabel("61°F")
                try await app.clock.advance(by: .seconds(2))
                try await app.buttons["weather.refresh"].waitForEnabled()
                try await app.back()
            }
            // The trips screen: Trips
            try await app.cells["trip.seattle"].waitForLabel("Seattle")
        }
    }
}
