import AutomationProtocol

/// An alert as elements: title, message, confirm and cancel.
enum AlertScreen {
    static func build(_ alert: AppAlert) -> Element {
        switch alert {
        case .deleteTrip(let trip):
            Element(
                role: .alert, identifier: "alert", label: "Delete \(trip.destination)?",
                children: [
                    Element(role: .staticText, identifier: "alert.title", label: "Delete \(trip.destination)?"),
                    Element(
                        role: .staticText, identifier: "alert.message",
                        label: "The trip and its notes will be removed. This cannot be undone."),
                    Element(role: .button, identifier: "alert.confirm", label: "Delete"),
                    Element(role: .button, identifier: "alert.cancel", label: "Cancel"),
                ])
        }
    }
}
