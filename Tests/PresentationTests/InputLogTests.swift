import Domain
import Presentation
import Testing
import TripsTestKit

/// An input the new-trip form refuses is said in the app's log, with what was typed and why: the screen only shows
/// Save disabled, the log says which field kept it so.
@MainActor
@Suite("Refused input in the app's log", .exhaustive, .timeLimit(.minutes(1)))
struct InputLogTests {
    @Test func aDestinationTooShortToSearchIsSaid() async throws {
        let probe = LogProbe()
        let app = try TestApp.make(log: probe.log)
        try app.tap("trips.add")
        try app.type("K", into: "newTrip.destination")
        #expect(probe.take() == [#"input: destination "K" too short to search (at least 2 characters)"#])
        try app.type("y", into: "newTrip.destination")
        #expect(probe.take() == [], "long enough: searched, not refused")
        try app.clear("newTrip.destination")
        await app.settle()
    }

    @Test func aDayThatDoesNotReadIsSaidAndASaveItKeepsFromHappeningToo() async throws {
        let probe = LogProbe()
        let app = try TestApp.make(log: probe.log)
        try app.tap("trips.add")
        try app.type("2026-13-01", into: "newTrip.start")
        #expect(probe.take().last == #"input: start "2026-13-01" is not a date (YYYY-MM-DD)"#)
        try app.type("2026-03-01", into: "newTrip.end")
        #expect(probe.take() == [], "a day that reads is not refused")
        guard case .newTrip(let form)? = app.path.last else {
            Issue.record("the new-trip form is not shown")
            return
        }
        app.save(form)
        #expect(probe.take() == ["input: save refused: \(TripProblem.emptyDestination)"])
    }
}
