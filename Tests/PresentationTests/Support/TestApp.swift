import AutomationKit
import AutomationProtocol
import Domain
import Foundation
import Networking
import Presentation
import Storage
import Testing
import TripsTestKit

/// Builds apps for the tests: stand-ins for Open-Meteo and for time, trips in memory (or, for a test about the disk,
/// in the directory it names).
@MainActor
enum TestApp {
    nonisolated static let seattle = Weather(place: "Seattle, United States", temperature: 61, code: 2)

    /// The seed trips: Seattle, Bergen, Kyoto.
    static func seedTrips() throws -> [Trip] {
        [
            try trip("Seattle", "2026-04-10", "2026-04-17"),
            try trip("Bergen", "2026-06-01", "2026-06-08"),
            try trip("Kyoto", "2026-10-05", "2026-10-14"),
        ]
    }

    /// A trip to a place of this name (one the trip chose, so its weather is asked with no search first).
    static func trip(_ destination: String, _ start: String, _ end: String) throws -> Trip {
        guard let first = Day(start), let last = Day(end) else { throw TestAppError.notADay }
        return Trip(destination: destination, place: place(destination), start: first, end: last)
    }

    /// A made-up place of this name, in Testland at 0°, 0°: one per name, so places of two names never meet.
    nonisolated static func place(_ name: String) -> Place {
        Place(name: name, country: "Testland", latitude: 0, longitude: 0)
    }

    /// An app whose weather comes from `fetch`, suggestions from `search` (and typed destinations' places from
    /// `resolve`, or `search`'s first), time from a test clock (the app's
    /// `environment.manualClock`) whose sleepers count in the app's activity, as the driver's clock does.
    static func make(
        trips: [Trip]? = nil,
        directory: URL? = nil,
        fetch: @escaping @Sendable (Place) async throws -> Weather = { _ in seattle },
        search: @escaping @Sendable (String) async throws -> [Place] = { _ in [] },
        resolve: (@Sendable (String) async throws -> Place)? = nil,
        leavingWorkPending reason: String? = nil,
        log: AppLog = .off,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> AppModel {
        let store = try storage(trips: trips, directory: directory)
        let activity = ActivityCounters()
        let clock = ManualClock(onSleepersChange: { _ in activity.sleepersChanged() })
        activity.countSleepers { clock.sleeperCount }
        let environment = AppEnvironment(
            weather: .cached(by: WeatherCache(fetch: fetch)), search: search, resolve: resolve, clock: clock,
            manualClock: clock,
            now: { Date(timeIntervalSince1970: 1_772_366_400) }, trips: store, activity: activity, log: log)
        let app = AppModel(environment: environment)
        if let made = AppsMadeScope.current {
            made.add(app, exemptBecause: reason)
        } else {
            Issue.record("TestApp.make outside an @Suite(.exhaustive)", sourceLocation: sourceLocation)
        }
        return app
    }

    /// What the app did to its dependencies that the screen does not show, one entry each: a control may act only
    /// through them (Share copies to the pasteboard).
    static func effects(of app: AppModel) -> [String] {
        ["pasteboard: \(app.environment.pasteboard.changeCount) \(app.environment.pasteboard.text ?? "")"]
    }

    /// Where a test app keeps its trips: in memory unless the test names a `directory`, then the trips file there.
    /// Either starts with `trips`, or the seed trips when nothing is kept yet.
    private static func storage(trips: [Trip]?, directory: URL?) throws -> any TripStorage {
        guard let directory else { return InMemoryTrips(try trips ?? seedTrips()) }
        let store = TripStore(directory: directory)
        if let trips {
            try store.save(trips)
        } else if !FileManager.default.fileExists(atPath: store.file.path) {
            try store.save(seedTrips())
        }
        return store
    }

    /// Opens the new-trip form (unless it is open), types into the destination, lets the 300 ms debounce pass on the
    /// test clock once the search sleeps, and waits until the suggestions are in.
    static func typeAndLetTheDebouncePass(
        _ text: String, in app: AppModel, clock: ManualClock, openingTheForm: Bool = true
    ) async throws {
        if openingTheForm { try app.tap("trips.add") }
        try app.type(text, into: "newTrip.destination")
        try await waitForSleepers(1, in: app)
        clock.advance(by: .milliseconds(300))
        try await settle(app)
    }

    /// The app's test clock.
    static func clock(of app: AppModel) throws -> ManualClock {
        guard let clock = app.environment.manualClock else { throw TestAppError.noClock }
        return clock
    }

    /// The places the stubs would suggest for "Ber".
    nonisolated static let bergenAndBerlin = [
        Place(name: "Bergen", country: "Norway", latitude: 60.39, longitude: 5.32),
        Place(name: "Berlin", country: "Germany", latitude: 52.52, longitude: 13.41),
    ]
}

enum TestAppError: Error {
    case notADay
    case noClock
}

/// The app, as the test kit's waits watch it: they fail at once when it settles without what they wait for.
extension AppModel: WatchedApp {}
