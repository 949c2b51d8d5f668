import AutomationKit
import AutomationProtocol

/// An alert: title, message, confirm and cancel.
@MainActor
enum AlertScreen {
    static func build(_ alert: AppAlert, in app: AppModel) -> Control {
        switch alert {
        case .deleteTrip(let trip):
            .container(
                .alert, "alert", "Delete \(trip.destination)?",
                [
                    .text("alert.title", "Delete \(trip.destination)?"),
                    .text("alert.message", "The trip and its notes will be removed. This cannot be undone."),
                    .button("alert.confirm", "Delete") { app.answerAlert(confirm: true) },
                    .button("alert.cancel", "Cancel") { app.answerAlert(confirm: false) },
                ])
        }
    }
}
