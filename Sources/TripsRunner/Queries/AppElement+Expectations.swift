import AutomationProtocol

extension AppElement {
    /// An expectation on this element: `holds` judges the element (`nil` when missing) in each state.
    func expectation(_ expected: String, holds: @escaping @Sendable (Element?, AppState) -> Bool) -> Expectation {
        let locator = locator
        return Expectation(
            subject: description,
            expected: expected,
            check: { state, index in
                switch locator.resolve(in: state.screen, index: index) {
                case .ambiguous(let several):
                    return .broken(.ambiguous, Self.ambiguity(locator, several))
                case .found(let found): return holds(found.element, state) ? .met : .notYet
                case .missing: return holds(nil, state) ? .met : .notYet
                }
            },
            observe: observe,
            suggest: suggest)
    }

    /// Expects the element to be on screen (`wanted`) or not.
    func presence(_ expected: String, wanted: Bool) -> Expectation {
        expectation(expected) { element, _ in (element != nil) == wanted }
    }

    /// Expects the element to be on screen, enabled, and the app settled: ready for an action.
    var actionable: Expectation {
        expectation("be ready for an action (on screen, enabled, the app not busy)") { element, state in
            element?.isEnabled == true && state.activity.state != .busy
        }
    }

    /// The identifiers on screen nearest to the element's, when it is missing from `state`: "did you mean".
    var suggest: @Sendable (AppState) -> [String] {
        let locator = locator
        return { state in
            guard case .missing = locator.resolve(in: state.screen), let identifier = locator.identifier else {
                return []
            }
            return NearestMatches.find(identifier, among: state.screen.touchableElements.map(\.identifier))
        }
    }

    /// What a state shows of the element, for "last seen".
    var observe: @Sendable (AppState) -> String {
        let locator = locator
        return { state in
            let activity = state.activity.state == .busy ? "; the app is busy" : ""
            switch locator.resolve(in: state.screen) {
            case .found(let found):
                return TextRenderer.shortLine(for: found.element) + activity
            case .ambiguous(let several):
                return "\(several.count) elements match" + activity
            case .missing:
                let identifiers = state.screen.touchableElements.map(\.identifier)
                let near = locator.identifier.map { NearestMatches.find($0, among: identifiers) } ?? []
                let hint = near.isEmpty ? "" : "; near: \(near.joined(separator: ", "))"
                return "not on screen\(hint)" + activity
            }
        }
    }

    /// "3 elements match cell label contains "a", which must name one: cell row.a "A"; …": strictness names them.
    static func ambiguity(_ locator: Locator, _ several: [LocatedElement]) -> String {
        let shown = several.prefix(10).map { TextRenderer.shortLine(for: $0.element) }
        let more = several.count > 10 ? "; and \(several.count - 10) more" : ""
        return
            "\(several.count) elements match \(locator), which must name one: \(shown.joined(separator: "; "))\(more)."
    }
}
