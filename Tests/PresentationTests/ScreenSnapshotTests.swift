import AutomationProtocol
import Domain
import Presentation
import Testing
import TripsTestKit

/// A text snapshot of every screen and state, kept in `__Snapshots__/ScreenSnapshotTests/`. Set `TRIPS_RECORD_SNAPSHOTS=1`
/// to record them again (the recording run fails, so that it is never mistaken for a pass).
@MainActor
@Suite("Screens as text", .exhaustive, .timeLimit(.minutes(1)))
struct ScreenSnapshotTests {
    @Test func tripList() async throws {
        let app = try TestApp.make()
        assertSnapshot(of: TextRenderer.render(app.screen), named: "trip-list")
    }

    @Test func emptyTripList() async throws {
        let app = try TestApp.make(trips: [])
        assertSnapshot(of: TextRenderer.render(app.screen), named: "trip-list-empty")
    }

    @Test func detailLoadingThenLoaded() async throws {
        let answer = Gate()
        let app = try TestApp.make(fetch: { _ in
            await answer.wait()
            return TestApp.seattle
        })
        try app.tap("trip.seattle")
        assertSnapshot(of: TextRenderer.render(app.screen), named: "detail-loading")
        answer.open()
        try await settle(app)
        assertSnapshot(of: TextRenderer.render(app.screen), named: "detail-loaded")
    }

    @Test func detailFailed() async throws {
        let app = try TestApp.make(
            trips: [try TestApp.trip("Hogsmeade", "2026-05-01", "2026-05-03")],
            fetch: { place in throw WeatherError.noSuchPlace(place.name) })
        try app.tap("trip.hogsmeade")
        try await settle(app)
        assertSnapshot(of: TextRenderer.render(app.screen), named: "detail-failed")
    }

    @Test func deleteAlert() async throws {
        let app = try TestApp.make()
        try app.tap("trip.kyoto")
        try await settle(app)
        try app.tap("trip.delete")
        assertSnapshot(of: TextRenderer.render(app.screen), named: "delete-alert")
    }

    @Test func newTripWithSuggestions() async throws {
        let app = try TestApp.make(search: { _ in TestApp.bergenAndBerlin })
        let clock = try TestApp.clock(of: app)
        try app.tap("trips.add")
        assertSnapshot(of: TextRenderer.render(app.screen), named: "new-trip-empty")
        try await TestApp.typeAndLetTheDebouncePass("Ber", in: app, clock: clock, openingTheForm: false)
        assertSnapshot(of: TextRenderer.render(app.screen), named: "new-trip-suggestions")
    }

    @Test(arguments: [
        ("no-destination", "", "", ""),
        ("no-start", "Bergen", "", ""),
        ("unreadable-start", "Bergen", "June 1st", ""),
        ("no-end", "Bergen", "2026-06-01", ""),
        ("unreadable-end", "Bergen", "2026-06-01", "2026-06-31"),
        ("end-before-start", "Bergen", "2026-06-08", "2026-06-01"),
        ("too-long", "Bergen", "2026-01-01", "2027-06-01"),
        ("destination-too-long", String(repeating: "Llanfairpwllgwyngyll", count: 6), "2026-06-01", "2026-06-08"),
        ("valid", "Bergen", "2026-06-01", "2026-06-08"),
    ])
    func newTripValidation(name: String, destination: String, start: String, end: String) async throws {
        let app = try TestApp.make(
            leavingWorkPending: "the destination's search is left on its debounce: the form is what is under test")
        try app.tap("trips.add")
        if !start.isEmpty { try app.type(start, into: "newTrip.start") }
        if !end.isEmpty { try app.type(end, into: "newTrip.end") }
        if !destination.isEmpty {
            // Typed after the dates, and without waiting for suggestions: the form is what is under test here.
            try app.type(destination, into: "newTrip.destination")
        }
        assertSnapshot(of: TextRenderer.render(app.screen), named: "new-trip-\(name)")
    }

    @Test func textFromOutsideIsEscaped() async throws {
        let app = try TestApp.make(
            trips: [try TestApp.trip("Evil\u{1B}[31m\nCity\u{7}", "2026-05-01", "2026-05-03")],
            fetch: { _ in Weather(place: "\u{1B}]0;pwned\u{7}Town\u{202E}", temperature: 50, code: 3) })
        assertSnapshot(of: TextRenderer.render(app.screen), named: "escaped-list")
        try app.tap("trip.evil-31m-city")
        try await settle(app)
        let text = TextRenderer.render(app.screen)
        #expect(!text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{7}" || $0 == "\u{202E}" })
        assertSnapshot(of: text, named: "escaped-detail")
    }
}
