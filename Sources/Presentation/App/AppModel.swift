import AutomationKit
import AutomationProtocol
import Domain
import Foundation
import Networking
import Observation
import SlugRule
import Storage

/// The app: its trips, the navigation stack over the trip list, an alert over that, and the work in flight.
///
/// Everything a screen shows is derived from this model in ``screen``; everything a person or a driver does goes
/// through ``tap(_:)``, ``type(_:into:)``, ``clear(_:)`` and ``back()``.
@MainActor
@Observable
public final class AppModel {
    /// The trips, sorted by start day.
    public internal(set) var trips: [Trip] = []
    /// The screens over the trip list, last on top.
    public private(set) var path: [Route] = []
    /// The question over the screen, if any.
    public private(set) var alert: AppAlert?
    /// Something the trip list must tell the person: a damaged file kept aside, a save that failed.
    public internal(set) var notice: String?
    /// The trips as this app last read or wrote them on disk: what a save merges other processes' changes against.
    @ObservationIgnored var savedTrips: [Trip] = []
    /// The trip list as last built, and its rows.
    @ObservationIgnored let tripList = TripListCache()
    /// All async work goes through it; it knows when the app is idle.
    public let runner = TaskRunner()
    /// What the app depends on.
    public let environment: AppEnvironment

    /// Loads the trips from the environment's store; a damaged file becomes a notice, never a crash.
    public init(environment: AppEnvironment) {
        self.environment = environment
        do {
            let loaded = try environment.trips.load()
            trips = loaded.trips.sorted(by: Trip.byStart)
            savedTrips = loaded.trips
            notice = loaded.recovery?.message
        } catch {
            notice = "Could not use the trips file (\(TripStore.reason(error))); its contents were left as they are."
        }
    }

    /// The identifier slugs of the trips, in list order. A second trip to a city gets `-2` by the order trips were
    /// made in, not by the list's order, so a row's identifier never changes when an earlier trip is added.
    public var tripSlugs: [String] {
        tripList.slugs(of: trips)
    }

    // MARK: - Intents

    /// Opens a trip's screen and starts loading its weather.
    public func open(_ trip: Trip) {
        let slug = zip(trips, tripSlugs).first { $0.0.id == trip.id }?.1 ?? Slug.make(trip.destination)
        let detail = TripDetailModel(
            trip: trip, slug: slug, weather: WeatherModel(source: environment.weather), runner: runner,
            resolve: environment.resolve, keep: { [weak self] in self?.keepPlace(of: $0) })
        path.append(.detail(detail))
        detail.appear()
    }

    /// Opens the new-trip form.
    public func startNewTrip() {
        path.append(
            .newTrip(
                NewTripModel(
                    search: environment.search, clock: environment.clock, runner: runner, log: environment.log)))
    }

    /// Saves the form's trip, if it is one, and goes back to the list where it now appears.
    public func save(_ form: NewTripModel) {
        let valid: (destination: String, start: Day, end: Day)
        switch form.draft.validated() {
        case .success(let draft): valid = draft
        case .failure(let problem): return environment.log.debug("input: save refused: \(problem)")
        }
        trips.append(
            Trip(
                destination: valid.destination, place: form.place, start: valid.start, end: valid.end,
                created: environment.now()))
        trips.sort(by: Trip.byStart)
        persist()
        pop()
    }

    /// Keeps the place a trip's typed destination was found to be, and saves it, so that it is never found again.
    func keepPlace(of trip: Trip) {
        guard let index = trips.firstIndex(where: { $0.id == trip.id }), trips[index].place == nil else { return }
        trips[index].place = trip.place
        persist()
    }

    /// Asks whether to delete the trip.
    public func askToDelete(_ trip: Trip) {
        alert = .deleteTrip(trip)
    }

    /// Answers the alert: confirm deletes the trip and returns to the list; cancel keeps everything.
    public func answerAlert(confirm: Bool) {
        guard let alert else { return }
        self.alert = nil
        guard confirm, case .deleteTrip(let trip) = alert else { return }
        trips.removeAll { $0.id == trip.id }
        persist()
        pop()
    }

    /// Leaves the top screen, cancelling its work.
    public func pop() {
        guard let top = path.popLast() else { return }
        switch top {
        case .detail(let detail): detail.disappear()
        case .newTrip(let form): form.disappear()
        }
    }

}
