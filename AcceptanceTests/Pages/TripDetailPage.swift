import AutomationProtocol
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
    /// Why Refresh is disabled while a refresh is under way.
    static let refreshingReason = "a refresh is already on its way."

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

    // MARK: - Waiting for what the trip shows

    /// Waits until the trip goes to `destination`.
    // recorded: expect staticText trip.destination label => waitForDestination({expected})
    func waitForDestination(_ destination: String) async throws {
        try await app.staticTexts["trip.destination"].waitForLabel(destination)
    }

    /// Waits until the trip's dates and length read `dates`: "2026-04-10 → 2026-04-17 · 8 days".
    // recorded: expect staticText trip.dates label => waitForDates({expected})
    func waitForDates(_ dates: String) async throws {
        try await app.staticTexts["trip.dates"].waitForLabel(dates)
    }

    /// Waits until the weather has loaded and returns it, for a later wait to expect again
    /// (``waitForWeather(_:)``).
    // recorded: wait weather.temperature => waitForWeather()
    @discardableResult
    func waitForWeather() async throws -> Weather {
        try await temperature.requireExistence()
        return Weather(
            place: try await place.label,
            temperature: try await temperature.label,
            conditions: try await conditions.label)
    }

    /// Waits until the weather card shows `weather`, each of its three lines.
    func waitForWeather(_ weather: Weather) async throws {
        try await place.waitForLabel(weather.place)
        try await temperature.waitForLabel(weather.temperature)
        try await conditions.waitForLabel(weather.conditions)
    }

    /// Waits until the weather's place matches `match` (`.matches("^Kyoto, ")`).
    func waitForPlace(_ match: TextMatch) async throws {
        try await place.waitForLabel(match)
    }

    /// Waits until the weather's temperature reads `temperature`: "61°F".
    // recorded: expect weather.temperature label => waitForTemperature({expected})
    func waitForTemperature(_ temperature: String) async throws {
        try await self.temperature.waitForLabel(temperature)
    }

    /// Waits until the weather's conditions read `conditions`: "Partly cloudy".
    // recorded: expect weather.conditions label => waitForConditions({expected})
    func waitForConditions(_ conditions: String) async throws {
        try await self.conditions.waitForLabel(conditions)
    }

    /// Waits until the weather card says it is loading.
    func waitForLoading() async throws {
        try await status.waitForLabel(Self.loadingMessage)
    }

    /// Waits until the weather card's failure begins with `prefix`, with a retry.
    func waitForFailure(startingWith prefix: String) async throws {
        try await status.waitForLabel(.matches("^" + NSRegularExpression.escapedPattern(for: prefix)))
        try await retryButton.requireExistence()
    }

    /// Waits until the weather card gives `reason` for failing, with a retry.
    func waitForFailure(_ reason: String) async throws {
        try await status.waitForLabel(reason)
        try await retryButton.requireExistence()
    }

    /// Waits until Refresh is disabled, saying a refresh is under way.
    func waitForRefreshing() async throws {
        try await refreshButton.waitForDisabled(because: Self.refreshingReason)
    }

    /// Waits until the card says its last refresh failed for `reason`, still showing the weather it had.
    func waitForRefreshFailure(_ reason: String) async throws {
        try await refreshFailure.waitForLabel("Could not refresh: \(reason)")
    }

    /// Waits until Refresh can be tapped again: the refresh is over.
    // recorded: expect weather.refresh enabled => waitForRefreshToFinish()
    func waitForRefreshToFinish() async throws {
        try await refreshButton.waitForEnabled()
    }

    // MARK: - Acting

    /// Refreshes the weather.
    // recorded: tap weather.refresh => refresh()
    func refresh() async throws {
        try await refreshButton.tap()
    }

    /// Retries loading the weather after a failure.
    // recorded: tap weather.retry => retry()
    func retry() async throws {
        try await retryButton.tap()
    }

    /// Shares the trip: Share puts it on the app's pasteboard in one line (``Page/expectPasteboard(_:)``).
    // recorded: tap button trip.share => share()
    func share() async throws {
        try await app.buttons["trip.share"].tap()
    }

    /// Asks to delete the trip; the alert asks for confirmation.
    // recorded: tap button trip.delete => delete()
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

    private var place: AppElement { app.staticTexts["weather.place"] }
    private var temperature: AppElement { app.staticTexts["weather.temperature"] }
    private var conditions: AppElement { app.staticTexts["weather.conditions"] }
    private var status: AppElement { app.staticTexts["weather.status"] }
    private var retryButton: AppElement { app.buttons["weather.retry"] }
    private var refreshButton: AppElement { app.buttons["weather.refresh"] }
    private var refreshFailure: AppElement { app.staticTexts["weather.refreshFailure"] }
}
