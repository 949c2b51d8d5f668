import AutomationKit
import AutomationProtocol
import Domain

/// The trip list: a title, a notice if there is one, the trips or an empty state, and New trip.
@MainActor
enum TripListScreen {
    static func build(_ app: AppModel) -> ControlScreen {
        app.tripList.screen(trips: app.trips, notice: app.notice) { cells in
            var controls = [Control.container(.navigationBar, "trips.title", "Trips", [])]
            if let notice = app.notice {
                controls.append(.text("trips.notice", notice))
            }
            if cells.isEmpty {
                controls.append(.text("trips.empty", "No trips yet. Tap New trip to plan one."))
            } else {
                controls.append(.container(.list, "trips.list", "Trips", cells))
            }
            // The screen is kept by the app: its actions must not keep the app.
            controls.append(.button("trips.add", "New trip") { [weak app] in app?.startNewTrip() })
            return ControlScreen(name: "trips", title: "Trips", controls: controls)
        } row: { trip, slug in
            Control.cell("trip.\(slug)", trip.destination, value: DateText.range(of: trip)) { [weak app] in
                app?.open(trip)
            }
        }
    }
}
