import AutomationKit
import AutomationProtocol
import Domain

/// A trip's screen: the trip, its weather card in one of three phases, Share and Delete.
@MainActor
enum TripDetailScreen {
    static func build(_ detail: TripDetailModel, in app: AppModel) -> ControlScreen {
        let trip = detail.trip
        let controls = [
            Control.container(.navigationBar, "trip.navigation", trip.destination, [.backToTrips(in: app)]),
            .text("trip.destination", trip.destination),
            .text("trip.dates", DateText.range(of: trip)),
            weatherCard(detail),
            .button("trip.share", "Share") { app.environment.pasteboard.copy(detail.summary) },
            .button("trip.delete", "Delete trip") { app.askToDelete(trip) },
        ]
        return ControlScreen(name: "trip", title: trip.destination, controls: controls)
    }

    private static func weatherCard(_ detail: TripDetailModel) -> Control {
        let weather = detail.weather
        var children: [Control]
        switch weather.phase {
        case .loading:
            children = [status("Loading weather…")]
        case .loaded(let now):
            children = [
                .text("weather.place", now.place),
                .text("weather.temperature", now.temperatureDescription),
                .text("weather.conditions", now.conditions),
            ]
            if let failure = weather.refreshFailure {
                children.append(.text("weather.refreshFailure", "Could not refresh: \(failure)"))
            }
            children.append(
                .button(
                    "weather.refresh", "Refresh",
                    disabledBecause: weather.isRefreshing ? "a refresh is already on its way." : nil
                ) { detail.refresh() })
        case .failed(let reason):
            children = [
                status(reason),
                .button("weather.retry", "Retry") { detail.retry() },
            ]
        }
        return .container(.group, "weather.card", "Weather", children)
    }

    /// What the card says while it has no weather: that it is on its way, or why there is none.
    private static func status(_ text: String) -> Control {
        .text("weather.status", text)
    }
}
