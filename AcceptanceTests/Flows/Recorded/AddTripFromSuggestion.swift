// Recorded in trips-shell (`trips-shell -uiTesting --driver-clock --stub-latency 0.5 --record
// AddTripFromSuggestion.swift`). Next step: move the parts that repeat into page objects (AcceptanceTests/Pages).
import Testing
import TripsRunner

@Suite("Recorded: Add Trip From Suggestion", .evidence)
struct AddTripFromSuggestion {
    @Test("Add Trip From Suggestion")
    func addTripFromSuggestion() async throws {
        try await withApp("--driver-clock", "--stub-latency", "0.5") { trips in
            let app = trips.app
            // The trips screen: Trips
            _ = try await TripListPage(app: app).addTrip()
            // The newTrip screen: New trip
            try await step("New trip") {
                try await NewTripPage(app: app).type(destination: "Ber")
                try await trips.letTimePass(.milliseconds(300))
                try await trips.letTimePass(.milliseconds(500))
                try await app.cells["suggestion.bergen"].waitForLabel("Bergen, Vestland, Norway")
                try await app.cells["suggestion.bergen"].tap()
                try await NewTripPage(app: app).waitForDestination("Bergen")
                try await app.textFields["newTrip.start"].typeText("2026-05-01")
                try await app.buttons["newTrip.save"].waitForEnabled(false)
                try await app.textFields["newTrip.end"].typeText("2026-05-04")
                _ = try await NewTripPage(app: app).save()
            }
            // The trips screen: Trips
            try await app.cells["trip.bergen-2"].waitForValue("2026-05-01 → 2026-05-04 · 4 days")
        }
    }
}
