import AutomationKit
import Domain
import Foundation
import Observation

/// The new-trip screen: a destination with suggestions as the user types, two dates, and Save when it is a trip.
@MainActor
@Observable
public final class NewTripModel {
    /// How long typing must pause before suggestions are asked for.
    public static let debounce = Duration.milliseconds(300)
    /// The fewest characters (after trimming) that are searched for; shorter asks nothing.
    public static let shortestQuery = 2

    /// What the user has typed.
    public private(set) var draft = TripDraft()
    /// Places matching the destination, from Open-Meteo's geocoding.
    public private(set) var suggestions: [Place] = []
    /// The place chosen among the suggestions, kept with the trip; `nil` when the destination was typed (it is then
    /// resolved once, the first time its weather is asked for), and again as soon as the destination is edited.
    public private(set) var place: Place?
    /// Why suggestions could not be had, if the last search failed.
    public private(set) var suggestionError: String?
    @ObservationIgnored private let search: @Sendable (String) async throws -> [Place]
    @ObservationIgnored private let clock: any Clock<Duration>
    @ObservationIgnored private let runner: TaskRunner
    @ObservationIgnored private var searching: TaskRunner.Handle?
    @ObservationIgnored private let log: AppLog

    /// A new-trip screen asking `search` for suggestions, debounced on `clock`, through `runner`; `log` hears each
    /// input it refuses.
    public init(
        search: @escaping @Sendable (String) async throws -> [Place], clock: any Clock<Duration>, runner: TaskRunner,
        log: AppLog = .off
    ) {
        self.search = search
        self.clock = clock
        self.runner = runner
        self.log = log
    }

    // MARK: - Editing

    /// The destination changed: after 300 ms without another change, ask for suggestions. A newer keystroke cancels
    /// the older search.
    public func setDestination(_ text: String) {
        draft.destination = text
        if text != place?.name { place = nil }
        runner.cancel(searching)
        suggestionError = nil
        let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard query.count >= Self.shortestQuery else {
            log.debug("input: destination \"\(query)\" too short to search (at least \(Self.shortestQuery) characters)")
            suggestions = []
            return
        }
        searching = runner.run(for: self) { [weak self, clock, search] in
            do {
                try await clock.sleep(for: Self.debounce)
                let places = try await search(query)
                try Task.checkCancellation()
                self?.suggestions = places
            } catch is CancellationError {
                return
            } catch {
                guard !Task.isCancelled else { return }
                self?.suggestions = []
                self?.suggestionError = error.localizedDescription
            }
        }
    }

    /// How each suggestion reads, in order: "Hollywood, California, United States", told apart from every other.
    public var suggestionLabels: [String] {
        Place.labels(for: suggestions)
    }

    /// The user chose a suggestion: it fills in the destination, the trip keeps the place, and the suggestions go
    /// away.
    public func choose(_ place: Place) {
        runner.cancel(searching)
        draft.destination = place.name
        self.place = place
        suggestions = []
    }

    /// The start day changed.
    public func setStart(_ text: String) {
        draft.start = text
        refuseUnreadable(text, as: "start")
    }

    /// The end day changed.
    public func setEnd(_ text: String) {
        draft.end = text
        refuseUnreadable(text, as: "end")
    }

    /// Says a day typed that is not one yet: the form keeps it, as typed, and Save stays off until it reads.
    private func refuseUnreadable(_ text: String, as field: String) {
        guard !text.isEmpty, Day(text) == nil else { return }
        log.debug("input: \(field) \"\(text)\" is not a date (YYYY-MM-DD)")
    }

    /// The screen went away: stop searching.
    public func disappear() {
        runner.cancelAll(for: self)
    }
}
