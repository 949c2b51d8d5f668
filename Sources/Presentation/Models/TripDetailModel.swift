import AutomationKit
import Domain
import Observation

/// A trip's screen: the trip, its weather card, refresh, retry, and deleting it.
@MainActor
@Observable
public final class TripDetailModel {
    /// The trip shown; it gains its place when a typed destination is found.
    public private(set) var trip: Trip
    /// The trip's identifier slug, as its cell had it.
    public let slug: String
    /// The weather card.
    public let weather: WeatherModel
    @ObservationIgnored private let runner: TaskRunner
    @ObservationIgnored private let resolve: @Sendable (String) async throws -> Place
    @ObservationIgnored private let keep: @MainActor (Trip) -> Void
    @ObservationIgnored private var current: TaskRunner.Handle?

    /// A detail screen for `trip`, whose work goes through `runner`. A trip without a place has its destination
    /// found once by `resolve` (Open-Meteo's first match), and is handed to `keep` with the place, so that it is
    /// saved and never found again.
    public init(
        trip: Trip, slug: String, weather: WeatherModel, runner: TaskRunner,
        resolve: @escaping @Sendable (String) async throws -> Place, keep: @escaping @MainActor (Trip) -> Void
    ) {
        self.trip = trip
        self.slug = slug
        self.weather = weather
        self.runner = runner
        self.resolve = resolve
        self.keep = keep
    }

    /// The screen appeared: load the weather at the trip's place, finding the place first if it has none yet.
    public func appear() {
        guard let place = trip.place else {
            return start { model in await model.weather.load(findingThePlace: model.findPlace) }
        }
        start { model in await model.weather.load(at: place) }
    }

    /// Ask again, keeping what is shown until the answer comes.
    public func refresh() {
        guard let place = trip.place else { return appear() }
        start { model in await model.weather.refresh(at: place) }
    }

    /// After a failure: ask again, showing that the weather is on its way.
    public func retry() {
        appear()
    }

    /// The trip in one line, as Share copies it: `Seattle · 2026-04-10 → 2026-04-17 · 8 days · 61°F, Partly cloudy`.
    /// The weather part is what the card says: the weather, that it is on its way, or why there is none.
    public var summary: String {
        let weather =
            switch self.weather.phase {
            case .loading: "weather on its way"
            case .loaded(let now): "\(now.temperatureDescription), \(now.conditions)"
            case .failed(let reason): "no weather: \(reason)"
            }
        return "\(trip.destination) · \(DateText.range(of: trip)) · \(weather)"
    }

    /// The screen went away: its work is cancelled, and a late answer is dropped.
    public func disappear() {
        runner.cancelAll(for: self)
    }

    // MARK: - Private

    /// Finds the place a typed destination stands for, and keeps it with the trip.
    private func findPlace() async throws -> Place {
        let place = try await resolve(trip.destination)
        try Task.checkCancellation()
        trip.place = place
        keep(trip)
        return place
    }

    private func start(_ work: @escaping @MainActor (TripDetailModel) async -> Void) {
        runner.cancel(current)
        current = runner.run(for: self) { [weak self] in
            guard let self else { return }
            await work(self)
        }
    }
}
