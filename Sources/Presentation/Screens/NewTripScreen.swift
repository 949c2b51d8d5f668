import AutomationKit
import AutomationProtocol
import Domain
import SlugRule

/// The new-trip form: destination with its suggestions, the two dates, why it cannot be saved yet, Save.
@MainActor
enum NewTripScreen {
    static func build(_ form: NewTripModel, in app: AppModel) -> ControlScreen {
        let draft = form.draft
        var controls = [
            Control.container(.navigationBar, "newTrip.navigation", "New trip", [.backToTrips(in: app)]),
            .field("newTrip.destination", "Destination", text: draft.destination, placeholder: "City") {
                form.setDestination($0)
            },
        ]
        if !form.suggestions.isEmpty {
            let slugs = Slug.unique(form.suggestions.map(\.name))
            let rows = zip(zip(form.suggestions, form.suggestionLabels), slugs).map { suggestion, slug in
                let (place, label) = suggestion
                return Control.cell("suggestion.\(slug)", label) { form.choose(place) }
            }
            controls.append(.container(.list, "newTrip.suggestions", "Suggestions", rows))
        } else if let error = form.suggestionError {
            controls.append(.text("newTrip.suggestionsError", error))
        }
        controls += [
            .field("newTrip.start", "Start", text: draft.start, placeholder: "YYYY-MM-DD") { form.setStart($0) },
            .field("newTrip.end", "End", text: draft.end, placeholder: "YYYY-MM-DD") { form.setEnd($0) },
        ]
        if let problem = draft.problem {
            controls.append(.text("newTrip.error", problem.description))
        }
        controls += [
            .button("newTrip.save", "Save", disabledBecause: draft.problem?.description) { app.save(form) },
            .button("newTrip.cancel", "Cancel") { app.pop() },
        ]
        return ControlScreen(name: "newTrip", title: "New trip", controls: controls)
    }
}
