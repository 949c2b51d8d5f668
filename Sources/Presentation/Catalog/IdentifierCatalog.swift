import AutomationProtocol
import Domain
import Foundation
import Networking

/// Every identifier the app shows, found by rendering each screen in each of its states with sample data: the
/// catalog `trips-shell --identifiers` prints and `docs/identifiers.md` holds.
///
/// Data shown as it came (a destination, a place, a reason) is replaced by a placeholder such as `‹destination›`, so
/// each row reads as a pattern; everything else is the screens' own text.
@MainActor
public enum IdentifierCatalog {
    /// One element as the catalog lists it.
    public struct Row: Hashable, Sendable {
        /// The screen's name: `trips`, `trip`, `newTrip`.
        public var screen: String
        /// The identifier, or its pattern (`trip.‹slug›`).
        public var identifier: String
        /// The element's role.
        public var role: Role
        /// The label, or its pattern.
        public var label: String
        /// The value, or its pattern; empty when the element has none. A text field's is `‹typed›`, what was typed.
        public var value: String
        /// What an empty text field shows.
        public var placeholder: String
        /// Whether it can be touched.
        public var isEnabled: Bool
        /// Whether it is part of an alert.
        public var inAlert: Bool
        /// The states of its screen in which it is shown, in the order the catalog renders them.
        public var states: [String]
    }

    /// What comes before an identifier's first dot, and what it names. Every identifier starts with one of these.
    public static let owners: [(owner: String, names: String)] = [
        ("trips", "the trip list screen's own parts"),
        ("trip", "one trip: its row on the list (`trip.‹slug›`) and its own screen's parts"),
        ("newTrip", "the new-trip form's parts"),
        ("suggestion", "a suggested place under the destination field (`suggestion.‹slug›`)"),
        ("weather", "the weather card on a trip's screen"),
        ("nav", "the back button of a screen pushed over the list"),
        ("alert", "the alert over a screen, and its parts"),
    ]

    /// Renders every screen in every state and lists each element once per distinct identifier, role, label, value
    /// and enabled state, in reading order.
    public static func rows() async throws -> [Row] {
        var rows: [Row] = []
        for state in CatalogStates.all {
            let screen = try await state.render()
            let shown =
                screen.elements.flatMap(\.allElements).map { ($0, false) }
                + (screen.alert.map { $0.allElements.map { ($0, true) } } ?? [])
            // A row first seen in a later state goes after the row shown before it, so each table reads in order.
            var previous: Int?
            for (element, inAlert) in shown {
                let row = Row(
                    screen: screen.name, identifier: pattern(element.identifier), role: element.role,
                    label: pattern(element.label),
                    value: element.role == .textField ? "‹typed›" : pattern(element.value ?? ""),
                    placeholder: element.placeholder ?? "", isEnabled: element.isEnabled, inAlert: inAlert,
                    states: [state.name])
                if let index = rows.firstIndex(where: { $0.sameElement(as: row) }) {
                    if !rows[index].states.contains(state.name) { rows[index].states.append(state.name) }
                    previous = index
                } else {
                    let index = previous.map { $0 + 1 } ?? rows.endIndex
                    rows.insert(row, at: index)
                    previous = index
                }
            }
        }
        return rows
    }

    /// The names of a screen's states, in the order they are rendered.
    public static func states(of screen: String) -> [String] {
        CatalogStates.all.filter { $0.screen == screen }.map(\.name)
    }

    /// Whether a shown text fits a catalog pattern: each `‹…›` stands for any text, everything else is literal.
    public static func matches(_ text: String, pattern: String) -> Bool {
        var expression = "^"
        var rest = Substring(pattern)
        while let open = rest.firstIndex(of: "‹"), let close = rest[open...].firstIndex(of: "›") {
            expression += NSRegularExpression.escapedPattern(for: String(rest[..<open])) + ".*"
            rest = rest[rest.index(after: close)...]
        }
        expression += NSRegularExpression.escapedPattern(for: String(rest)) + "$"
        return text.range(of: expression, options: .regularExpression) != nil
    }

    // MARK: - Private

    private static func pattern(_ text: String) -> String {
        CatalogStates.placeholders.reduce(text) { text, pair in
            text.replacingOccurrences(of: pair.sample, with: pair.placeholder)
        }
    }
}

extension IdentifierCatalog.Row {
    fileprivate func sameElement(as other: Self) -> Bool {
        var mine = self
        mine.states = other.states
        return mine == other
    }
}
