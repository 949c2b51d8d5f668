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
            _ = try await TripListPage(app: app).open("Seattle")
            // The trip screen: Seattle
            try await step("Seattle") {
                try await app.staticTexts["weather.status"].waitForLabel("Loading weather…")
                try await trips.letTimePass(.seconds(2))
                try await trips.letTimePass(.seconds(2))
                try await TripDetailPage(app: app).waitForTemperature("61°F")
                try await TripDetailPage(app: app).refresh()
                try await app.buttons["weather.refresh"].waitForEnabled(false)
                try await trips.expectScreen(matching: "trip-refreshing")
                try await TripDetailPage(app: app).waitForTemperature("61°F")
                try await trips.letTimePass(.seconds(2))
                try await TripDetailPage(app: app).waitForRefreshToFinish()
                try await app.back()
            }
            // The trips screen: Trips
            try await app.cells["trip.seattle"].waitForLabel("Seattle")
        }
    }
}
