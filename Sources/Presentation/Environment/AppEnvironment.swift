import AutomationKit
import Domain
import Foundation
import Networking

/// Everything the app depends on, handed in: where weather and suggestions come from, time, and storage.
///
/// The live environment asks Open-Meteo; `-uiTesting` hands in the stubs, a fixed "now" and, if the driver wants it,
/// a ``ManualClock``. Tests build their own with
/// ``AppEnvironment/init(weather:search:resolve:clock:manualClock:now:trips:activity:stubNetwork:pasteboard:log:)``.
public struct AppEnvironment: Sendable {
    /// The weather at a place, shared by every screen.
    public var weather: WeatherSource
    /// Open-Meteo's geocoding: the places matching what the user typed.
    public var search: @Sendable (String) async throws -> [Place]
    /// The place a destination typed without choosing a suggestion stands for: Open-Meteo's first match, or
    /// ``WeatherError/noSuchPlace(_:)``. Asked once per trip; the trip keeps what it finds.
    public var resolve: @Sendable (String) async throws -> Place
    /// The clock every sleep, debounce and timeout goes through.
    public var clock: any Clock<Duration>
    /// The same clock when a driver moves it by hand; `nil` when time moves by itself.
    public var manualClock: ManualClock?
    /// What time it is.
    public var now: @Sendable () -> Date
    /// Where trips are kept: the trips file, or ``InMemoryTrips``.
    public var trips: any TripStorage
    /// Work the main actor cannot see: requests in flight, sleeps on the clock.
    public var activity: ActivityCounters
    /// The stubbed network a driver controls while the app runs, under `-uiTesting` only; `nil` otherwise.
    public var stubNetwork: StubNetwork?
    /// Where Share copies to.
    public var pasteboard: Pasteboard
    /// Where the app says its decisions (``AppLog``): the screens say each input they refused; the weather cache,
    /// the requests and the trips file hear the same log from whoever made them.
    public var log: AppLog

    /// Makes an environment from its parts; `resolve` is the first of `search`'s places unless given.
    public init(
        weather: WeatherSource,
        search: @escaping @Sendable (String) async throws -> [Place],
        resolve: (@Sendable (String) async throws -> Place)? = nil,
        clock: any Clock<Duration>,
        manualClock: ManualClock? = nil,
        now: @escaping @Sendable () -> Date = { Date() },
        trips: any TripStorage,
        activity: ActivityCounters = ActivityCounters(),
        stubNetwork: StubNetwork? = nil,
        pasteboard: Pasteboard = Pasteboard(),
        log: AppLog = .off
    ) {
        self.weather = weather
        self.search = search
        self.resolve =
            resolve ?? { name in
                guard let first = try await search(name).first else { throw WeatherError.noSuchPlace(name) }
                return first
            }
        self.clock = clock
        self.manualClock = manualClock
        self.now = now
        self.trips = trips
        self.activity = activity
        self.stubNetwork = stubNetwork
        self.pasteboard = pasteboard
        self.log = log
    }
}
