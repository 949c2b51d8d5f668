import AutomationProtocol
import Domain

extension AppModel {
    /// What is on screen now: the top screen of the stack and the alert over it.
    public var screen: Screen {
        controls.screen
    }

    /// What is on screen now, with what each control does.
    var controls: ControlScreen {
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

    // MARK: - Driving by locator (protocol version 2)

    /// Resolves `locator` in the live tree, checks that its element can take `action` and performs it, all in this
    /// one turn of the main actor: nothing can change between the check and the act.
    public func perform(_ action: LocatorAction, on locator: Locator) throws(DrivingError) {
        let control = try controls.resolve(locator)
        // A plain identifier (with or without a role) names the element in today's words: 'newTrip.save'.
        let name = locator.isPlainIdentifier ? locator.identifier ?? "" : locator.description
        guard case .tap = action else {
            guard case .text(let setText) = control.action else {
                throw .notATextField(name, role: control.base.role)
            }
            guard control.base.isEnabled else { throw .disabled(name, reason: control.disabledReason) }
            switch action {
            case .tap: return
            case .type(let text): setText((control.base.value ?? "") + text)
            case .clear: setText("")
            case .replace(let text): setText(text)
            }
            return
        }
        guard control.base.isEnabled else { throw .disabled(name, reason: control.disabledReason) }
        switch control.action {
        case .tap(let perform): perform()
        case .text: return  // a tap only focuses a field
        case nil: throw .notTappable(name, role: control.base.role)
        }
    }
}
