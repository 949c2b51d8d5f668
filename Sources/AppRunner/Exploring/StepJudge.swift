import AutomationProtocol

/// The invariants' checks on what one step did, with no app of their own: the explorer and ``InvariantProbe`` hand in
/// what they saw, so that a written flow breaks for exactly the reason the walk did.
struct StepJudge: Sendable {
    /// The options whose invariants, rule and declarations apply.
    var options: ExplorationOptions
    /// The only invariants checked, by name; `nil`: every one the options do not turn off.
    var only: Set<String>?

    /// Whether the invariant named `name` is checked.
    func checks(_ name: String) -> Bool {
        !options.disabledInvariants.contains(name) && (only?.contains(name) ?? true)
    }

    /// Whether a built-in invariant is checked.
    func checks(_ invariant: BuiltInInvariant) -> Bool { checks(invariant.rawValue) }

    /// What breaks on `screen`: a disabled control with no reason, a repeated identifier, one against the app's rule,
    /// and the app's own invariants; sorted, so that reports come out the same way every time.
    func screen(_ screen: Screen) -> [InvariantViolation] {
        var broken: [InvariantViolation] = []
        if checks(.disabledSaysWhy) {
            for control in StateKey.controls(of: screen) where !control.isEnabled {
                guard (control.disabledReason ?? "").isEmpty else { continue }
                broken.append(
                    InvariantViolation(
                        .disabledSaysWhy,
                        "\(control.role.rawValue) \(control.identifier) on the \(screen.name) screen is disabled and "
                            + "does not say why (no disabledReason).", detail: control.identifier))
            }
        }
        let duplicates = screen.duplicateIdentifiers
        if checks(.uniqueIdentifiers), !duplicates.isEmpty {
            broken.append(
                InvariantViolation(
                    .uniqueIdentifiers,
                    "The \(screen.name) screen shows \(duplicates.joined(separator: ", ")) more than once.",
                    detail: duplicates.joined(separator: ",")))
        }
        if checks(.identifierRule), let rule = options.identifierRule {
            let identifiers = Set(screen.allElements.map(\.identifier).filter { !$0.isEmpty && !rule($0) })
            for identifier in identifiers.sorted() {
                broken.append(
                    InvariantViolation(
                        .identifierRule,
                        "'\(identifier)' on the \(screen.name) screen breaks the app's identifier rule.",
                        detail: identifier))
            }
        }
        for invariant in options.invariants where checks(invariant.name) {
            if let what = invariant.check(screen) {
                broken.append(InvariantViolation(invariant.name, what, detail: screen.name))
            }
        }
        return broken.sorted { $0.signature < $1.signature }
    }

    /// What the app's own step invariants find broken in the step from `before` by `action` to `after`.
    func step(_ action: ExploredAction, before: Screen, after: Screen) -> [InvariantViolation] {
        options.stepInvariants.filter { checks($0.name) }.compactMap { invariant in
            invariant.check(before, action, after).map {
                InvariantViolation(invariant.name, $0, detail: "\(before.name) → \(after.name)")
            }
        }
    }

    /// Whether a tap changed nothing: not the screen, not the activity, not the app's log.
    func acted(_ action: ExploredAction, before: AppState, after: AppState, log: [String]) -> InvariantViolation? {
        guard checks(.controlsAct), case .tap(let identifier, let role) = action,
            !options.mayDoNothing.contains(identifier)
        else { return nil }
        guard before.screen == after.screen, before.activity == after.activity, log.isEmpty else { return nil }
        return InvariantViolation(
            .controlsAct,
            "Tapping \(role.rawValue) \(identifier) on the \(before.screen.name) screen changed nothing: not the "
                + "screen, not the activity, not the app's log.",
            detail: identifier)
    }

    /// Whether back, with no alert up, left for another screen than `expected`, the one the walk came from.
    func back(from before: Screen, to after: Screen, expected: String?) -> InvariantViolation? {
        guard checks(.backReturns), before.alert == nil, let expected, after.name != expected else { return nil }
        return InvariantViolation(
            .backReturns,
            "Back from the \(before.name) screen went to the \(after.name) screen, not to the \(expected) screen it "
                + "came from.",
            detail: "\(before.name) → \(after.name), not \(expected)")
    }
}
