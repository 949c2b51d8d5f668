import AutomationKit

extension Control {
    /// The navigation bar's Back, to the trip list: it leaves the top screen.
    static func backToTrips(in app: AppModel) -> Control {
        .backButton("Trips") { app.pop() }
    }
}
