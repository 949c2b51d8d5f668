import AutomationProtocol
import Domain

/// The trip list as elements: a title, a notice if there is one, the trips or an empty state, and New trip.
enum TripListScreen {
    static func build(trips: [Trip], slugs: [String], notice: String?) -> Screen {
        var elements = [Element(role: .navigationBar, identifier: "trips.title", label: "Trips")]
        if let notice {
            elements.append(Element(role: .staticText, identifier: "trips.notice", label: notice))
        }
        if trips.isEmpty {
            elements.append(
                Element(role: .staticText, identifier: "trips.empty", label: "No trips yet. Tap New trip to plan one."))
        } else {
            let cells = zip(trips, slugs).map { trip, slug in
                Element(
                    role: .cell, identifier: "trip.\(slug)", label: trip.destination, value: DateText.range(of: trip))
            }
            elements.append(Element(role: .list, identifier: "trips.list", label: "Trips", children: cells))
        }
        elements.append(Element(role: .button, identifier: "trips.add", label: "New trip"))
        return Screen(name: "trips", title: "Trips", elements: elements)
    }
}

/// How dates read on screen, without locale or time zone: `2026-04-10 → 2026-04-17 · 8 days`.
enum DateText {
    static func range(of trip: Trip) -> String {
        "\(trip.start) → \(trip.end) · \(trip.lengthDescription)"
    }
}
