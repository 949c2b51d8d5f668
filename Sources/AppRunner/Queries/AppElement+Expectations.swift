import AutomationProtocol

extension AppElement {
    /// An expectation on this element: `holds` judges the element (`nil` when missing) in each state.
    func expectation(
        _ expected: String, wanted: RunnerError.Wanted, holds: @escaping @Sendable (Element?, AppState) -> Bool
    ) -> Expectation {
        let locator = locator
        return Expectation(
            subject: description,
            expected: expected,
            wanted: wanted,
            check: { state, index in
                switch locator.resolve(in: state.screen, index: index) {
                case .ambiguous(let several):
                    return .broken(.ambiguous, Self.ambiguity(locator, several))
                case .found(let found): return holds(found.element, state) ? .met : .notYet
                case .missing: return holds(nil, state) ? .met : .notYet
                }
            },
            observe: observe,
            suggest: suggest,
            see: see,
            target: locator.isSerializable ? locator : nil)
    }

    /// Expects the element to be on screen (`wanted`) or not.
    func presence(_ expected: String, wanted: Bool) -> Expectation {
        expectation(expected, wanted: .exists(wanted)) { element, _ in (element != nil) == wanted }
    }

    /// Expects the element to be on screen, enabled, and the app settled: ready for an action.
    var actionable: Expectation {
        expectation("be ready for an action (on screen, enabled, the app not busy)", wanted: .actionable) {
            element, state in
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

    /// What a state shows of the element as a value: the element, or that it is missing, or how many match.
    var see: @Sendable (AppState) -> RunnerError.Seen? {
        let locator = locator
        return { state in
            switch locator.resolve(in: state.screen) {
            case .found(let found): .element(found.element)
            case .ambiguous(let several): .matching(several.count)
            case .missing: .missing
            }
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
                // A near identifier is most likely a typo; without one, what stands in the element's place says why
                // it is missing (a status where a value would be).
                let elements = state.screen.touchableElements
                let near = locator.identifier.map { NearestMatches.find($0, among: elements.map(\.identifier)) } ?? []
                if !near.isEmpty { return "not on screen; near: \(near.joined(separator: ", "))" + activity }
                let inPlace = locator.identifier.map { Self.inItsPlace(of: $0, among: elements) } ?? []
                let shown = inPlace.map(TextRenderer.shortLine(for:)).joined(separator: "; ")
                return "not on screen" + (shown.isEmpty ? "" : "; in its place: \(shown)") + activity
            }
        }
    }

    /// What stands where a missing element would be: up to three elements, none holding others, whose identifiers
    /// share its own up to the last dot (`row.status` for a missing `row.total`), which is how a screen
    /// names the parts of one place; a status shown instead of a value is then named with its text.
    static func inItsPlace(of identifier: String, among elements: [Element]) -> [Element] {
        guard let dot = identifier.lastIndex(of: "."), dot > identifier.startIndex else { return [] }
        let prefix = identifier[...dot]
        let parts = elements.filter {
            $0.children.isEmpty && $0.identifier.hasPrefix(prefix) && $0.identifier != identifier
        }
        return Array(parts.prefix(3))
    }

    /// "3 elements match cell label contains "a", which must name one: cell row.a "A"; …": strictness names them.
    static func ambiguity(_ locator: Locator, _ several: [LocatedElement]) -> String {
        let shown = several.prefix(10).map { TextRenderer.shortLine(for: $0.element) }
        let more = several.count > 10 ? "; and \(several.count - 10) more" : ""
        return
            "\(several.count) elements match \(locator), which must name one: \(shown.joined(separator: "; "))\(more)."
    }
}
