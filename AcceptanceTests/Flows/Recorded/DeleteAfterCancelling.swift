// Recorded in trips-shell (`trips-shell -uiTesting --record DeleteAfterCancelling.swift`). Next step: move the parts
// that repeat into page objects (AcceptanceTests/Pages).
import Testing
import TripsRunner

@Suite("Recorded: Delete After Cancelling", .evidence)
struct DeleteAfterCancelling {
    @Test("Delete After Cancelling")
    func deleteAfterCancelling() async throws {
        try await withApp { trips in
            let app = trips.app
            // The trips screen: Trips
            _ = try await TripListPage(app: app).open("Kyoto")
            // The trip screen: Kyoto
            try await step("Kyoto") {
                _ = try await TripDetailPage(app: app).waitForWeather()
                try await app.staticTexts["weather.place"].waitForLabel("Kyoto, Japan")
                _ = try await TripDetailPage(app: app).delete()
            }
            // The alert over Kyoto: Delete Kyoto?
            try await step("Delete Kyoto?") {
                try await DeleteAlertPage(app: app).waitForTitle("Delete Kyoto?")
                try await app.back()
            }
            // The trip screen: Kyoto
            try await step("Kyoto") {
                try await app.alerts["alert"].requireNonExistence()
                // Not recorded: `tap trip.delte` failed: No element 'trip.delte' on the trip screen. Did you mean
                // trip.delete, trip.dates?
                _ = try await TripDetailPage(app: app).delete()
            }
            // The alert over Kyoto: Delete Kyoto?
            _ = try await DeleteAlertPage(app: app).confirm()
            // The trips screen: Trips
            try await step("Trips") {
                try await app.cells["trip.kyoto"].requireNonExistence()
                try await app.cells["trip.seattle"].requireExistence()
            }
        }
    }
}
