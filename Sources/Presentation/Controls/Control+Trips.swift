import AutomationKit

extension Control {
    /// The navigation bar's Back, to the trip list: it leaves the top screen.
    static func backButton(in app: AppModel) -> Control {
        .button("nav.back", "Trips") { app.pop() }
    }
}
