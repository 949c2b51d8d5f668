import AutomationProtocol

extension AppElement {
    /// An expectation on this element: `holds` judges the element (`nil` when missing) in each state.
    func expectation(_ expected: String, holds: @escaping @Sendable (Element?, AppState) -> Bool) -> Expectation {
        let locator = locator
        return Expectation(
            subject: description,
            expected: expected,
            check: { state in
                switch locator.resolve(in: state.screen) {
                case .ambiguous(let count):
                    return .broken(.ambiguous, "\(count) elements match \(locator), which must name one.")
                case .found(let element): return holds(element, state) ? .met : .notYet
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
            case .found(let element):
                let line = TextRenderer.line(for: element).split(separator: " ", omittingEmptySubsequences: true)
                return line.joined(separator: " ") + activity
            case .ambiguous(let count):
                return "\(count) elements match" + activity
            case .missing:
                let identifiers = state.screen.touchableElements.map(\.identifier)
                let near = locator.identifier.map { NearestMatches.find($0, among: identifiers) } ?? []
                let hint = near.isEmpty ? "" : "; near: \(near.joined(separator: ", "))"
                return "not on screen\(hint)" + activity
            }
        }
    }
}
