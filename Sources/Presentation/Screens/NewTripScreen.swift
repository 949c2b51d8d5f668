import AutomationProtocol
import Domain

/// The new-trip form as elements: destination with its suggestions, the two dates, why it cannot be saved yet, Save.
@MainActor
enum NewTripScreen {
    static func build(_ form: NewTripModel) -> Screen {
        let draft = form.draft
        var elements = [
            Element(
                role: .navigationBar, identifier: "newTrip.navigation", label: "New trip",
                children: [Element(role: .button, identifier: "nav.back", label: "Trips")]),
            field("newTrip.destination", "Destination", draft.destination, placeholder: "City"),
        ]
        if !form.suggestions.isEmpty {
            let slugs = Slug.unique(form.suggestions.map(\.name))
            let rows = zip(form.suggestions, slugs).map { place, slug in
                Element(role: .cell, identifier: "suggestion.\(slug)", label: place.displayName)
            }
            elements.append(
                Element(role: .list, identifier: "newTrip.suggestions", label: "Suggestions", children: rows))
        } else if let error = form.suggestionError {
            elements.append(Element(role: .staticText, identifier: "newTrip.suggestionsError", label: error))
        }
        elements += [
            field("newTrip.start", "Start", draft.start, placeholder: "YYYY-MM-DD"),
            field("newTrip.end", "End", draft.end, placeholder: "YYYY-MM-DD"),
        ]
        if let problem = draft.problem {
            elements.append(Element(role: .staticText, identifier: "newTrip.error", label: problem.description))
        }
        elements += [
            Element(role: .button, identifier: "newTrip.save", label: "Save", isEnabled: draft.problem == nil),
            Element(role: .button, identifier: "newTrip.cancel", label: "Cancel"),
        ]
        return Screen(name: "newTrip", title: "New trip", elements: elements)
    }

    private static func field(_ identifier: String, _ label: String, _ text: String, placeholder: String) -> Element {
        Element(
            role: .textField, identifier: identifier, label: label, value: text.isEmpty ? nil : text,
            placeholder: placeholder)
    }
}
