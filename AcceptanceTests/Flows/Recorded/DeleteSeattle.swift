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
            try await app.cells["trip.seattle"].tap()
            // The trip screen: Seattle
            try await step("Seattle") {
                try await app.staticTexts["weather.temperature"].waitForLabel("61°F")
                // Not recorded: `tap trip.dlete` failed: No element 'trip.dlete' on the trip screen. Did you mean
                // trip.delete, trip.dates?
                try await app.buttons["trip.delete"].tap()
            }
            // The alert over Seattle: Delete Seattle?
            try await step("Delete Seattle?") {
                try await app.staticTexts["alert.title"].waitForLabel("Delete Seattle?")
                try await app.buttons["alert.confirm"].tap()
            }
            // The trips screen: Trips
            try await app.cells["trip.seattle"].requireNonExistence()
        }
    }
}
