import Domain
import Observation

/// A trip's screen: the trip, its weather card, refresh, retry, and deleting it.
@MainActor
@Observable
public final class TripDetailModel {
    /// The trip shown.
    public let trip: Trip
    /// The trip's identifier slug, as its cell had it.
    public let slug: String
    /// The weather card.
    public let weather: WeatherModel
    @ObservationIgnored private let runner: TaskRunner
    @ObservationIgnored private var current: TaskRunner.Handle?

    /// A detail screen for `trip`, whose work goes through `runner`.
    public init(trip: Trip, slug: String, weather: WeatherModel, runner: TaskRunner) {
        self.trip = trip
        self.slug = slug
        self.weather = weather
        self.runner = runner
    }

    /// The screen appeared: load the weather.
    public func appear() {
        start { model in await model.weather.load(for: model.trip.destination) }
    }

    /// Ask again, keeping what is shown until the answer comes.
    public func refresh() {
        start { model in await model.weather.refresh(for: model.trip.destination) }
    }

    /// After a failure: ask again, showing that the weather is on its way.
    public func retry() {
        appear()
    }

    /// The screen went away: its work is cancelled, and a late answer is dropped.
    public func disappear() {
        runner.cancelAll(for: self)
    }

    private func start(_ work: @escaping @MainActor (TripDetailModel) async -> Void) {
        runner.cancel(current)
        current = runner.run(for: self) { [weak self] in
            guard let self else { return }
            await work(self)
        }
    }
}
