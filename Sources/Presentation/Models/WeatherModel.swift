import Domain
import Networking
import Observation

/// The weather where a trip goes, as its screen shows it: on its way, here, or not to be had.
@MainActor
@Observable
public final class WeatherModel {
    /// What the weather card shows.
    public enum Phase: Sendable, Equatable {
        /// The first answer is on its way.
        case loading
        /// The weather.
        case loaded(Weather)
        /// Why there is no weather, in words.
        case failed(String)
    }

    /// What the card shows now.
    public private(set) var phase = Phase.loading
    /// Whether a refresh is on its way; the card keeps showing what it had meanwhile.
    public private(set) var isRefreshing = false
    /// Why the last refresh failed, while the card still shows the weather it had; `nil` once one succeeds.
    public private(set) var refreshFailure: String?
    private let source: WeatherSource

    /// `source` is where the weather comes from: the app's shared cache, or a test's own.
    public init(source: WeatherSource) {
        self.source = source
    }

    /// Starts from nothing: the card says the weather is on its way.
    public func load(at place: Place) async {
        phase = .loading
        await show(place)
    }

    /// Starts from nothing, with the place still to be found: the card says the weather is on its way, and shows why
    /// not if `find` fails.
    public func load(findingThePlace find: () async throws -> Place) async {
        phase = .loading
        let place: Place
        do {
            place = try await find()
        } catch {
            if !Task.isCancelled { phase = .failed(error.localizedDescription) }
            return
        }
        guard !Task.isCancelled else { return }
        await show(place)
    }

    /// Asks Open-Meteo again, and keeps what the card shows until the answer comes; a failed refresh keeps the
    /// weather shown and says why the refresh failed.
    public func refresh(at place: Place) async {
        isRefreshing = true
        let answer: Result<Weather, any Error>
        do { answer = .success(try await source.refresh(place)) } catch { answer = .failure(error) }
        // A cancelled refresh leaves the model alone: its screen went away, or a newer refresh took over.
        guard !Task.isCancelled else { return }
        isRefreshing = false
        switch (answer, phase) {
        case (.success(let weather), _):
            phase = .loaded(weather)
            refreshFailure = nil
        case (.failure(let error), .loaded):
            refreshFailure = error.localizedDescription
        case (.failure(let error), _):
            phase = .failed(error.localizedDescription)
        }
    }

    /// The place's weather from the source (the shared cache asks Open-Meteo only if nobody has yet).
    private func show(_ place: Place) async {
        let next: Phase
        do {
            next = .loaded(try await source.weather(place))
        } catch {
            next = .failed(error.localizedDescription)
        }
        // The screen went away, or a newer question replaced this one: nobody is waiting for this answer now.
        if !Task.isCancelled {
            phase = next
            refreshFailure = nil
        }
    }
}
