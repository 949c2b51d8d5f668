import AutomationProtocol

/// What makes two moments of an app the same state to the explorer, and what it can do in one.
enum StateKey {
    /// The roles a person acts on: what a state's key and its actions are made of.
    static let controlRoles: Set<Role> = [.button, .cell, .textField]

    /// The state's key: the app's own (``ExplorationOptions/stateKey``), or the screen's name, its alert, and each
    /// touchable control's identifier, role and whether it is enabled, never their text (but the text of the fields
    /// the options key by); and whether something sleeps on the driver's clock, which is what moving the clock can
    /// change.
    static func of(_ state: AppState, options: ExplorationOptions) -> String {
        let screen = state.screen
        let asleep = state.activity.clock == .driver && state.activity.sleepers > 0 ? " ⏱" : ""
        if let own = options.stateKey { return own(screen) + asleep }
        let alert = screen.alert.map { " alert \($0.identifier)" } ?? ""
        let controls = controls(of: screen).map { control in
            let text = options.keyFields.contains(control.identifier) ? " = \"\(control.value ?? "")\"" : ""
            return "\(control.role.rawValue) \(control.identifier)\(control.isEnabled ? "" : " off")\(text)"
        }
        return "\(screen.name)\(alert)\(asleep): " + controls.joined(separator: ", ")
    }

    /// The touchable controls of a screen, in reading order.
    static func controls(of screen: Screen) -> [Element] {
        screen.touchableElements.filter { controlRoles.contains($0.role) && !$0.identifier.isEmpty }
    }

    /// What the explorer can do in `state`, in the order the seeded generator deals them.
    static func actions(
        in state: AppState, options: ExplorationOptions, generator: inout SeededGenerator
    ) -> [ExploredAction] {
        var actions: [ExploredAction] = []
        for control in controls(of: state.screen) where control.isEnabled {
            switch control.role {
            case .textField:
                actions += options.texts(for: control.identifier).map { .type(control.identifier, text: $0) }
            default:
                actions.append(.tap(control.identifier, role: control.role))
            }
        }
        actions.append(.back)
        if state.activity.clock == .driver, state.activity.sleepers > 0 {
            if let next = state.activity.nextWakeMilliseconds, next > 0 {
                actions.append(.advanceClock(milliseconds: next))
            } else {
                actions += options.clockSteps.map { .advanceClock(milliseconds: $0.wholeMilliseconds) }
            }
        }
        if options.relaunches { actions.append(.relaunch) }
        actions.shuffle(using: &generator)
        return actions
    }
}
