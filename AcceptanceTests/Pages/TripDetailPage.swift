import Foundation
import TripsRunner

/// One trip (`trip`): its destination and dates, the weather card, refresh, share, delete.
struct TripDetailPage: Page {
    /// The weather card once it has loaded.
    struct Weather: Equatable, Sendable {
        /// "Seattle, Washington, United States".
        var place: String
        /// "61°F".
        var temperature: String
        /// "Partly cloudy".
        var conditions: String
    }

    /// What the weather card says while it loads.
    static let loadingMessage = "Loading weather…"
    /// Why the weather failed when the network is down.
    static let offlineMessage = "Could not reach Open-Meteo: the network is offline."

    // MARK: - What else the weather card says when it fails

    /// Open-Meteo gave no answer within the request timeout (`--stub-timeout`; 10 s unless `--request-timeout`).
    static func timeoutMessage(seconds: Int = 10) -> String {
        "Open-Meteo did not answer within \(seconds) second\(seconds == 1 ? "" : "s")."
    }

    /// Open-Meteo knows no place by the trip's name.
    static func unknownPlaceMessage(_ city: String) -> String {
        "Open-Meteo knows no place called \(city)."
    }

    /// How a server error begins (`--stub-fail`): the status, then Open-Meteo's own reason, if it gave one.
    static func serverErrorPrefix(status: Int) -> String {
        "Open-Meteo answered with an error (HTTP \(status))"
    }

    let app: Application

    /// The trip, once it is on screen.
    static func shown(in app: Application) async throws -> TripDetailPage {
        try await app.staticTexts["trip.destination"].requireExistence()
        return TripDetailPage(app: app)
    }

    // MARK: - Reading

    /// Where the trip goes.
    var destination: String {
        get async throws { try await app.staticTexts["trip.destination"].label }
    }

    /// Its dates and length: "2026-04-10 → 2026-04-17 · 8 days".
    var dates: String {
        get async throws { try await app.staticTexts["trip.dates"].label }
    }

    /// Waits until the weather has loaded and returns it.
    // recorded: wait weather.temperature => waitForWeather()
    func waitForWeather() async throws -> Weather {
        try await temperature.requireExistence()
        return Weather(
            place: try await app.staticTexts["weather.place"].label,
            temperature: try await temperature.label,
            conditions: try await app.staticTexts["weather.conditions"].label)
    }

    /// Waits until the weather card says it is loading.
    func waitForLoading() async throws {
        try await status.waitForLabel(Self.loadingMessage)
    }

    /// Waits until the weather card's failure begins with `prefix`, with a retry, and returns the whole reason.
    func waitForFailure(startingWith prefix: String) async throws -> String {
        try await status.waitForLabel(.matches("^" + NSRegularExpression.escapedPattern(for: prefix)))
        try await retryButton.requireExistence()
        return try await status.label
    }

    /// Waits until the weather card shows a failure with a retry, and returns the reason it gives.
    func waitForFailure() async throws -> String {
        try await retryButton.requireExistence()
        return try await status.label
    }

    /// Waits until the weather card gives `reason` for failing.
    func waitForFailure(_ reason: String) async throws {
        try await status.waitForLabel(reason)
        try await retryButton.requireExistence()
    }

    /// Whether Refresh can be tapped now (it cannot while a refresh is under way).
    var canRefresh: Bool {
        get async throws { try await refreshButton.isEnabled }
    }

    /// Waits until the card says its last refresh failed, still showing the weather it had, and returns why.
    func waitForRefreshFailure() async throws -> String {
        try await refreshFailure.requireExistence()
        return try await refreshFailure.label
    }

    /// Waits until Refresh can be tapped again: the refresh is over.
    func waitForRefreshToFinish() async throws {
        try await refreshButton.waitForEnabled()
    }

    // MARK: - Acting

    /// Refreshes the weather.
    func refresh() async throws {
        try await refreshButton.tap()
    }

    /// Retries loading the weather after a failure.
    // recorded: tap weather.retry => retry()
    func retry() async throws {
        try await retryButton.tap()
    }

    /// Shares the trip and returns what Share put on the app's pasteboard: the trip in one line.
    func share() async throws -> String? {
        try await app.buttons["trip.share"].tap()
        return try await app.pasteboard
    }

    /// Asks to delete the trip; the alert asks for confirmation.
    func delete() async throws -> DeleteAlertPage {
        try await app.buttons["trip.delete"].tap()
        return try await DeleteAlertPage.shown(in: app)
    }

    /// Goes back to the list.
    func back() async throws -> TripListPage {
        try await app.buttons["nav.back"].tap()
        return try await TripListPage.shown(in: app)
    }

    // MARK: - Private

    private var temperature: AppElement { app.staticTexts["weather.temperature"] }
    private var status: AppElement { app.staticTexts["weather.status"] }
    private var retryButton: AppElement { app.buttons["weather.retry"] }
    private var refreshButton: AppElement { app.buttons["weather.refresh"] }
    private var refreshFailure: AppElement { app.staticTexts["weather.refreshFailure"] }
}
