import AutomationKit
import Domain

extension AppModel: DrivableApp {
    /// What is on screen now, with what each control does: the top screen of the stack and the alert over it.
    public var controls: ControlScreen {
        var screen: ControlScreen
        switch path.last {
        case nil: screen = TripListScreen.build(self)
        case .detail(let detail): screen = TripDetailScreen.build(detail, in: self)
        case .newTrip(let form): screen = NewTripScreen.build(form, in: self)
        }
        screen.alert = alert.map { AlertScreen.build($0, in: self) }
        return screen
    }

    // MARK: - Driving by identifier

    /// Taps the element with this identifier: runs its action, or focuses a text field.
    public func tap(_ identifier: String) throws(DrivingError) {
        try perform(.tap, on: Locator(identifier: identifier))
    }

    /// Types text at the end of the text field with this identifier.
    public func type(_ text: String, into identifier: String) throws(DrivingError) {
        try perform(.type(text), on: Locator(identifier: identifier))
    }

    /// Empties the text field with this identifier.
    public func clear(_ identifier: String) throws(DrivingError) {
        try perform(.clear, on: Locator(identifier: identifier))
    }

    /// Dismisses the alert, or leaves the top screen.
    public func back() throws(DrivingError) {
        if alert != nil { return answerAlert(confirm: false) }
        guard !path.isEmpty else { throw .cannotGoBack }
        pop()
    }
}
