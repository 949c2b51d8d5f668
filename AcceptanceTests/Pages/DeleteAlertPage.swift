import AutomationProtocol
import TripsRunner

/// The alert that asks before a trip is deleted.
struct DeleteAlertPage: Page {
    let app: Application

    /// The alert, once it is up.
    static func shown(in app: Application) async throws -> DeleteAlertPage {
        try await app.staticTexts["alert.title"].requireExistence()
        return DeleteAlertPage(app: app)
    }

    /// Waits until the alert asks `title`: "Delete Seattle?".
    // recorded: expect alert.title label => waitForTitle({expected})
    func waitForTitle(_ title: String) async throws {
        try await app.staticTexts["alert.title"].waitForLabel(title)
    }

    /// Waits until the alert says what deleting means, in words that match `match` (`.not(.equals(""))`).
    func waitForMessage(_ match: TextMatch) async throws {
        try await app.staticTexts["alert.message"].waitForLabel(match)
    }

    /// Deletes the trip; the list shows again.
    // recorded: tap alert.confirm => confirm()
    func confirm() async throws -> TripListPage {
        try await app.buttons["alert.confirm"].tap()
        return try await TripListPage.shown(in: app)
    }

    /// Keeps the trip by dismissing the alert with Back (the protocol's `back`); the trip shows again.
    func dismissWithBack() async throws -> TripDetailPage {
        try await app.back()
        try await app.alerts["alert"].requireNonExistence()
        return try await TripDetailPage.shown(in: app)
    }

    /// Keeps the trip; the alert goes and the trip shows again.
    // recorded: tap alert.cancel => cancel()
    func cancel() async throws -> TripDetailPage {
        try await app.buttons["alert.cancel"].tap()
        try await app.staticTexts["alert.title"].requireNonExistence()
        return try await TripDetailPage.shown(in: app)
    }
}
