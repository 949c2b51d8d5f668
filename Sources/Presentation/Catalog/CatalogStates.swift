import AutomationKit
import AutomationProtocol
import Domain
import Foundation
import Locking
import Networking
import SlugRule

/// One state of one screen, rendered from a fresh app on sample data.
@MainActor
struct CatalogState {
    /// The screen's name.
    let screen: String
    /// The state, as the catalog's "shown" column names it.
    let name: String
    /// Brings a fresh app into the state and returns its screen.
    let render: @MainActor () async throws -> Screen
}

/// The states the catalog renders and the sample data it renders them with. The app's own intents bring each app
/// into its state, on a clock that moves only when told, so no state depends on timing.
@MainActor
enum CatalogStates {
    // MARK: - Sample data

    private nonisolated static let destination = "Bergen"
    private nonisolated static let place = Place(
        name: destination, country: "Norway", region: "Vestland", latitude: 60.39, longitude: 5.32)
    private nonisolated static let weather = Weather(place: "Vestland, Norway", temperature: 48, code: 3)
    private nonisolated static let places = [
        Place(name: "Springfield", country: "United States", latitude: 39.8, longitude: -89.6),
        Place(name: "Springfield", country: "Australia", latitude: -27.6, longitude: 152.9),
    ]
    private nonisolated static let typed = "Spr"
    private nonisolated static let (start, end) = ("2026-06-01", "2026-06-08")

    /// Sample values and the placeholders the catalog shows instead, applied in this order.
    static let placeholders: [(sample: String, placeholder: String)] =
        places.map { ($0.displayName, "‹place›") } + [
            (Slug.make(places[0].name), "‹slug›"),
            (Slug.make(destination), "‹slug›"),
            (destination, "‹destination›"),
            (typed, "‹typed›"),
            (weather.place, "‹place›"),
            (weather.temperatureDescription, "‹temperature›"),
            (weather.conditions, "‹conditions›"),
            (start, "‹start›"),
            (end, "‹end›"),
            ("\(Day(start).flatMap { first in Day(end).map { first.days(to: $0) + 1 } } ?? 0) days", "‹n› days"),
        ] + problems.map { ($0.description, "‹what the trip still needs›") }

    /// The reasons a form in these states cannot be saved yet.
    private static let problems = [TripDraft(), TripDraft(destination: typed)].compactMap(\.problem)

    /// A sentence that stands for one the app passes on as it came.
    private struct Reason: LocalizedError {
        let errorDescription: String?
    }

    // MARK: - States

    static let all: [CatalogState] = [
        CatalogState(screen: "trips", name: "no trips") { try makeApp(trips: []).app.screen },
        CatalogState(screen: "trips", name: "trips") { try makeApp().app.screen },
        CatalogState(screen: "trips", name: "a notice") {
            let app = try makeApp().app
            app.notice = "‹what happened to the trips file›"
            return app.screen
        },
        CatalogState(screen: "trip", name: "loading") {
            try await detail { clock in { _ in try await clock.sleep(for: .seconds(3600)) } }
        },
        CatalogState(screen: "trip", name: "loaded") { try await detail { _ in { _ in } } },
        CatalogState(screen: "trip", name: "refreshing") {
            try await detail(
                { clock in
                    let asked = Lock(0)
                    return { _ in
                        let count = asked.withLock { count in
                            count += 1
                            return count
                        }
                        if count > 1 { try await clock.sleep(for: .seconds(3600)) }
                    }
                },
                then: { app in
                    if case .detail(let detail) = app.path.last { detail.refresh() }
                })
        },
        CatalogState(screen: "trip", name: "failed") {
            try await detail { _ in { _ in throw Reason(errorDescription: "‹why there is no weather›") } }
        },
        CatalogState(screen: "trip", name: "delete alert") {
            try await detail({ _ in { _ in } }, then: { app in app.askToDelete(app.trips[0]) })
        },
        CatalogState(screen: "newTrip", name: "empty") { try await form { _ in } },
        CatalogState(screen: "newTrip", name: "suggestions") { try await form { $0.setDestination(typed) } },
        CatalogState(screen: "newTrip", name: "no suggestions") {
            try await form(search: { _ in throw Reason(errorDescription: "‹why there are no suggestions›") }) {
                $0.setDestination(typed)
            }
        },
        CatalogState(screen: "newTrip", name: "ready to save") {
            try await form(search: { _ in [] }) { form in
                form.setDestination(destination)
                form.setStart(start)
                form.setEnd(end)
            }
        },
    ]

    // MARK: - Making apps

    /// An app on sample data whose fetch is made for its clock (every weather answer at once by default); it keeps
    /// its trips in memory (its data directory does not exist, and nothing here saves).
    private static func makeApp(
        trips: [Trip]? = nil,
        fetch: (ManualClock) -> @Sendable (Place) async throws -> Void = { _ in { _ in } },
        search: @escaping @Sendable (String) async throws -> [Place] = { _ in places }
    ) throws -> (app: AppModel, clock: ManualClock) {
        let activity = ActivityCounters()
        let clock = ManualClock(onSleepersChange: { _ in activity.sleepersChanged() })
        activity.countSleepers { clock.sleeperCount }
        let wait = fetch(clock)
        let environment = AppEnvironment(
            weather: .cached(
                by: WeatherCache(fetch: { place in
                    try await wait(place)
                    return weather
                })),
            search: search, clock: clock, manualClock: clock, now: { Date(timeIntervalSince1970: 0) },
            trips: InMemoryTrips(), activity: activity)
        let app = AppModel(environment: environment)
        guard let first = Day(start), let last = Day(end) else { throw CatalogError.badSample }
        // Two trips to one destination, made one after the other: the second one's identifier ends in -2.
        app.trips =
            trips
            ?? (0..<2).map { made in
                Trip(
                    destination: destination, place: place, start: first, end: last,
                    created: Date(timeIntervalSince1970: Double(made)))
            }
        return (app, clock)
    }

    /// The first trip's screen once its weather has settled, after `then`.
    private static func detail(
        _ fetch: (ManualClock) -> @Sendable (Place) async throws -> Void,
        then: @MainActor (AppModel) -> Void = { _ in }
    ) async throws -> Screen {
        let app = try makeApp(fetch: fetch).app
        app.open(app.trips[0])
        await app.settle()
        then(app)
        await app.settle()
        defer { app.pop() }
        return app.screen
    }

    /// The new-trip form after `edit`, once its debounce has passed and its suggestions have settled.
    private static func form(
        search: @escaping @Sendable (String) async throws -> [Place] = { _ in places },
        _ edit: @MainActor (NewTripModel) -> Void
    ) async throws -> Screen {
        let (app, clock) = try makeApp(search: search)
        app.startNewTrip()
        guard case .newTrip(let form) = app.path.last else { throw CatalogError.badSample }
        edit(form)
        await app.settle()
        clock.advance(by: NewTripModel.debounce)
        await app.settle()
        defer { app.pop() }
        return app.screen
    }
}

/// The sample data does not make the state it should.
enum CatalogError: Error {
    case badSample
}
