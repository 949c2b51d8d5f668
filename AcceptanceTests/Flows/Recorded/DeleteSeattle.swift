// Recorded in trips-shell (`trips-shell -uiTesting --record DeleteSeattle.swift`). Next step: move the parts that
// repeat into page objects (AcceptanceTests/Pages).
import Testing
import TripsRunner

@Suite("Recorded: Delete Seattle", .evidence)
struct DeleteSeattle {
    @Test("Delete Seattle")
    func deleteSeattle() async throws {
        try await withApp { trips in
            let app = trips.app
            // The trips screen: Trips
            _ = try await TripListPage(app: app).open("Seattle")
            // The trip screen: Seattle
            try await step("Seattle") {
                try await TripDetailPage(app: app).waitForTemperature("61°F")
                // Not recorded: `tap trip.dlete` failed: No element 'trip.dlete' on the trip screen. Did you mean
                // trip.delete, trip.dates?
                _ = try await TripDetailPage(app: app).delete()
            }
            // The alert over Seattle: Delete Seattle?
            try await step("Delete Seattle?") {
                try await DeleteAlertPage(app: app).waitForTitle("Delete Seattle?")
                _ = try await DeleteAlertPage(app: app).confirm()
            }
            // The trips screen: Trips
            try await app.cells["trip.seattle"].requireNonExistence()
        }
    }
}
