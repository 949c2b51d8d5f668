import AutomationProtocol
import Domain

/// A trip's screen as elements: the trip, its weather card in one of three phases, and Delete.
@MainActor
enum TripDetailScreen {
    static func build(_ detail: TripDetailModel) -> Screen {
        let trip = detail.trip
        let elements = [
            Element(
                role: .navigationBar, identifier: "trip.navigation", label: trip.destination,
                children: [Element(role: .button, identifier: "nav.back", label: "Trips")]),
            Element(role: .staticText, identifier: "trip.destination", label: trip.destination),
            Element(role: .staticText, identifier: "trip.dates", label: DateText.range(of: trip)),
            weatherCard(detail.weather),
            Element(role: .button, identifier: "trip.delete", label: "Delete trip"),
        ]
        return Screen(name: "trip", title: trip.destination, elements: elements)
    }

    private static func weatherCard(_ weather: WeatherModel) -> Element {
        var children: [Element]
        switch weather.phase {
        case .loading:
            children = [Element(role: .staticText, identifier: "weather.status", label: "Loading weather…")]
        case .loaded(let now):
            children = [
                Element(role: .staticText, identifier: "weather.place", label: now.place),
                Element(role: .staticText, identifier: "weather.temperature", label: now.temperatureDescription),
                Element(role: .staticText, identifier: "weather.conditions", label: now.conditions),
            ]
            if let failure = weather.refreshFailure {
                children.append(
                    Element(
                        role: .staticText, identifier: "weather.refreshFailure",
                        label: "Could not refresh: \(failure)"))
            }
            children.append(
                Element(
                    role: .button, identifier: "weather.refresh", label: "Refresh", isEnabled: !weather.isRefreshing))
        case .failed(let reason):
            children = [
                Element(role: .staticText, identifier: "weather.status", label: reason),
                Element(role: .button, identifier: "weather.retry", label: "Retry"),
            ]
        }
        return Element(role: .group, identifier: "weather.card", label: "Weather", children: children)
    }
}
