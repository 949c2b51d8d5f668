extension ControlScreen {
    /// Resolves `locator` in this live tree, checks that its control can take `action` and performs it, all in this
    /// one turn of the main actor: nothing can change between the check and the act.
    public func perform(_ action: LocatorAction, on locator: Locator) throws(DrivingError) {
        let control = try resolve(locator)
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
