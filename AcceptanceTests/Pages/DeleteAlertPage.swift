import TripsRunner

/// The alert that asks before a trip is deleted.
struct DeleteAlertPage: Page {
    let app: Application

    /// The alert, once it is up.
    static func shown(in app: Application) async throws -> DeleteAlertPage {
        try await app.staticTexts["alert.title"].requireExistence()
        return DeleteAlertPage(app: app)
    }

    /// "Delete Seattle?"
    var title: String {
        get async throws { try await app.staticTexts["alert.title"].label }
    }

    /// What deleting means.
    var message: String {
        get async throws { try await app.staticTexts["alert.message"].label }
    }

    /// Deletes the trip; the list shows again.
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
    func cancel() async throws -> TripDetailPage {
        try await app.buttons["alert.cancel"].tap()
        try await app.staticTexts["alert.title"].requireNonExistence()
        return try await TripDetailPage.shown(in: app)
    }
}
