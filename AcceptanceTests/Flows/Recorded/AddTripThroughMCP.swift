// Recorded through trips-mcp (`trips-mcp -uiTesting --driver-clock`). Next step: move the parts that repeat into page
// objects (AcceptanceTests/Pages).
import Testing
import TripsRunner

@Suite("Recorded: Add Trip Through MCP", .evidence)
struct AddTripThroughMCP {
    @Test("Add Trip Through MCP")
    func addTripThroughMCP() async throws {
        try await withApp("--driver-clock") { trips in
            let app = trips.app
            // The trips screen: Trips
            _ = try await TripListPage(app: app).addTrip()
            // The newTrip screen: New trip
            try await step("New trip") {
                try await NewTripPage(app: app).type(destination: "Ber")
                try await trips.letTimePass(.milliseconds(300))
                try await app.cells["suggestion.bergen"].waitForLabel("Bergen, Vestland, Norway")
                try await app.cells["suggestion.bergen"].tap()
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
