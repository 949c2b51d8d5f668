import AutomationProtocol
import SlugRule
import TripsRunner

/// The trip list (`trips`): the trips by start date, a button for a new trip, an empty state.
struct TripListPage: Page {
    /// One row of the list as a person reads it.
    struct Row: Equatable, Sendable {
        /// Where the trip goes: "Seattle".
        var destination: String
        /// Its dates and length: "2026-04-10 → 2026-04-17 · 8 days".
        var dates: String
    }

    /// What the list says when there are no trips.
    static let emptyMessage = "No trips yet. Tap New trip to plan one."

    let app: Application

    /// The list, once it is on screen.
    static func shown(in app: Application) async throws -> TripListPage {
        try await app.buttons["trips.add"].requireExistence()
        return TripListPage(app: app)
    }

    // MARK: - Waiting for what the list shows

    /// Waits until the list shows exactly `rows`, top to bottom: each one's destination, then each one's dates.
    func waitForRows(_ rows: [Row]) async throws {
        try await waitForDestinations(rows.map(\.destination))
        for (index, row) in rows.enumerated() {
            try await rowCells.element(boundBy: index).waitForValue(row.dates)
        }
    }

    /// Waits until the list shows exactly trips to `destinations`, top to bottom (none: `[]`).
    func waitForDestinations(_ destinations: [String]) async throws {
        try await rowCells.waitForLabels(destinations)
    }

    /// Waits until the rows whose dates match `dates` (`.contains("2026-04")`) are exactly trips to `destinations`,
    /// top to bottom.
    func waitForDestinations(_ destinations: [String], withDates dates: TextMatch) async throws {
        try await rowCells.matching(value: dates).waitForLabels(destinations)
    }

    /// Waits until the list shows `count` rows.
    func waitForRowCount(_ count: Int) async throws {
        try await rowCells.waitForCount(count)
    }

    /// Waits until the list says it has no trips.
    func waitForEmptyState() async throws {
        try await app.staticTexts["trips.empty"].waitForLabel(Self.emptyMessage)
    }

    /// Waits until the list shows a trip to `destination` (the `occurrence`-th one with that name).
    func waitForTrip(to destination: String, occurrence: Int = 1) async throws {
        try await row(destination, occurrence: occurrence).waitForLabel(destination)
    }

    /// Waits until the list shows no trip to `destination`.
    func waitForNoTrip(to destination: String) async throws {
        try await row(destination).requireNonExistence()
    }

    // MARK: - Acting

    /// Opens the trip whose row reads `destination`, found by its label among the list's rows (not by identifier):
    /// there must be exactly one.
    func open(labelled destination: String) async throws -> TripDetailPage {
        try await rowCells.matching(label: destination).element.tap()
        return try await TripDetailPage.shown(in: app)
    }

    /// Opens the trip to `destination` (the `occurrence`-th one with that name).
    // recorded: tap cell trip.* => open({label})
    func open(_ destination: String, occurrence: Int = 1) async throws -> TripDetailPage {
        try await row(destination, occurrence: occurrence).tap()
        return try await TripDetailPage.shown(in: app)
    }

    /// Starts a new trip.
    // recorded: tap trips.add => addTrip()
    func addTrip() async throws -> NewTripPage {
        try await app.buttons["trips.add"].tap()
        return try await NewTripPage.shown(in: app)
    }

    /// Adds a trip by typing every field (no suggestion chosen) and saving it.
    func addTrip(to destination: String, from start: String, to end: String) async throws -> TripListPage {
        let newTrip = try await addTrip()
        try await newTrip.fill(destination: destination, start: start, end: end)
        return try await newTrip.save()
    }

    /// Deletes the trip to `destination`, confirming the alert.
    func deleteTrip(to destination: String) async throws -> TripListPage {
        try await open(destination).delete().confirm()
    }

    // MARK: - Private

    /// The rows of the list, and only those.
    private var rowCells: ElementQuery { app.lists["trips.list"].children(matching: .cell) }

    private func row(_ destination: String, occurrence: Int = 1) -> AppElement {
        app.cells["trip.\(Slug.make(destination, occurrence: occurrence))"]
    }
}
