import AutomationProtocol
import Domain
import Presentation
import Testing
import TripsTestKit

/// Suggestions wait for 300 ms of quiet on the injected clock; nothing here waits on the wall clock.
@MainActor
@Suite("Debounced suggestions", .exhaustive, .timeLimit(.minutes(1)))
struct DebounceTests {
    @Test func noSearchBefore300msOfQuietAndExactlyOneAfter() async throws {
        let searches = CallbackProbe<String>()
        let app = try TestApp.make(search: { query in
            searches(query)
            return TestApp.bergenAndBerlin
        })
        let clock = try TestApp.clock(of: app)
        try app.tap("trips.add")
        try app.type("Ber", into: "newTrip.destination")
        try await waitForSleepers(1, in: app)
        clock.advance(by: .milliseconds(299))
        try await settle(app)
        #expect(searches.callCount == 0)
        clock.advance(by: .milliseconds(1))
        try await settle(app)
        #expect(searches.calls == ["Ber"])
        #expect(app.screen.allElements.map(\.identifier).contains("suggestion.bergen"))
    }

    @Test func aFastTypistMakesOneRequest() async throws {
        let searches = CallbackProbe<String>()
        let app = try TestApp.make(search: { query in
            searches(query)
            return []
        })
        let clock = try TestApp.clock(of: app)
        try app.tap("trips.add")
        for letter in ["S", "e", "a", "t", "t", "l", "e"] {
            try app.type(letter, into: "newTrip.destination")
            if app.runner.inFlight > 0 {
                try await waitForSleepers(1, in: app)
                clock.advance(by: .milliseconds(120))  // the next key comes 120 ms later: still typing
            }
        }
        #expect(searches.callCount == 0)
        try await waitForSleepers(1, in: app)
        clock.advance(by: .milliseconds(300))
        try await settle(app)
        #expect(searches.calls == ["Seattle"])
    }

    @Test func choosingASuggestionFillsInTheDestination() async throws {
        let app = try TestApp.make(search: { _ in TestApp.bergenAndBerlin })
        let clock = try TestApp.clock(of: app)
        try await TestApp.typeAndLetTheDebouncePass("Ber", in: app, clock: clock)
        try app.tap("suggestion.berlin")
        let field = app.screen.allElements.first { $0.identifier == "newTrip.destination" }
        #expect(field?.value == "Berlin")
        #expect(!app.screen.allElements.contains { $0.identifier == "newTrip.suggestions" })
        #expect(app.runner.isIdle)
    }

    @Test func aFailedSearchSaysWhy() async throws {
        let app = try TestApp.make(search: { _ in throw WeatherError.unreachable("the network is offline") })
        let clock = try TestApp.clock(of: app)
        try await TestApp.typeAndLetTheDebouncePass("Ber", in: app, clock: clock)
        let error = app.screen.allElements.first { $0.identifier == "newTrip.suggestionsError" }
        #expect(error?.label == "Could not reach Open-Meteo: the network is offline.")
    }

    @Test func savingAddsTheTripToTheListAndTheFile() async throws {
        let app = try TestApp.make()
        try app.tap("trips.add")
        try app.type("2026-05-01", into: "newTrip.start")
        try app.type("2026-05-03", into: "newTrip.end")
        try app.type("Oslo", into: "newTrip.destination")
        try app.tap("newTrip.save")
        #expect(app.screen.name == "trips")
        #expect(app.screen.allElements.map(\.identifier).contains("trip.oslo"))
        #expect(try app.environment.trips.load().trips.map(\.destination) == ["Seattle", "Oslo", "Bergen", "Kyoto"])
        #expect(app.runner.isIdle)
    }
}
