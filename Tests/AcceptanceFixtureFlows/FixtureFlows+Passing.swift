import Testing
import TripsRunner

/// The fixture flow that passes, in a file of its own: `make watch`'s test saves this file and sees its flow run
/// before the others.
extension FixtureFlows {
    @Test("Seattle shows its weather", .tags(.smoke))
    func passes() async throws {
        try await withFixtureApp { app in
            try await app.cells["trip.seattle"].tap()
            try await app.staticTexts["weather.temperature"].waitForLabel("61°F")
        }
    }
}
