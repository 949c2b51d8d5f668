import AutomationProtocol

/// What changed between two screens, as an answer's lines: the changes the protocol's version 3 sends
/// (``Screen/changes(to:)``), each keyed by identifier and saying only what a model needs to follow it.
///
/// - `+ cell trip.bergen-2 "Bergen" value "…" after trip.seattle`: an element that came, with what is
///   below it on the lines after, indented;
/// - `- newTrip.suggestions (with 2 inside)`: one that went, with everything below it;
/// - `~ newTrip.destination value "Ber"`: one whose own fields changed, with only those fields.
enum ScreenChangeText {
    /// The lines that turn `old` into `new`: empty when nothing changed, `nil` when the changes cannot be said by
    /// identifier (another screen or title, siblings sharing an identifier at the top) and the whole screen must show.
    static func lines(from old: Screen, to new: Screen) -> [String]? {
        guard let changes = old.changes(to: new) else { return nil }
        var lines: [String] = []
        var lastInsert: (parent: [String], index: Int)?
        var lastRemoved: [String]?
        for change in changes {
            defer {
                if case .insert(let parent, let index, _) = change {
                    lastInsert = (parent, index)
                } else {
                    lastInsert = nil
                }
                if case .remove(let path) = change { lastRemoved = path } else { lastRemoved = nil }
            }
            switch change {
            case .insert(let parent, let index, let element):
                // One after another in the same place: the first says where, the next follow it. An element removed
                // and inserted again whole (what is inside it could not be said element by element) is where it was.
                let follows = lastInsert.map { $0.parent == parent && $0.index + 1 == index } ?? false
                let again = lastRemoved == parent + [element.identifier]
                lines += added(element, place: follows || again ? nil : place(in: new, parent: parent, index: index))
            case .remove(let path):
                lines.append(removed(path, in: old))
            case .update(let path, let element):
                if let line = updated(path, from: old, to: element) { lines.append(line) }
            case .alert(let alert):
                if let was = old.alert { lines.append("- " + TextRenderer.shortLine(for: was)) }
                if let alert { lines += added(alert, place: "over the screen") }
            }
        }
        return lines
    }

    // MARK: - Private

    /// An element that came, and everything below it, one line each, the ones below indented.
    private static func added(_ element: Element, place: String?) -> [String] {
        var lines: [String] = []
        func walk(_ element: Element, level: Int) {
            lines.append("+ " + String(repeating: "  ", count: level) + TextRenderer.shortLine(for: element))
            for child in element.children { walk(child, level: level + 1) }
        }
        walk(element, level: 0)
        if let place { lines[0] += " " + place }
        return lines
    }

    /// Where an inserted element is: `after trip.seattle`, `first in trips.list`, `first on screen`. An element after
    /// one with an identifier is in that one's parent, which goes unsaid; after one without, the parent is named:
    /// `in trips.list after "Loading…"`.
    private static func place(in screen: Screen, parent: [String], index: Int) -> String? {
        guard let siblings = children(at: parent, in: screen), index <= siblings.count else { return nil }
        let within = parent.last.map { "in \($0)" }
        guard index > 0 else { return ["first", within ?? "on screen"].joined(separator: " ") }
        let before = siblings[index - 1]
        guard before.identifier.isEmpty else { return "after \(before.identifier)" }
        return [within, "after \(TextRenderer.shortLine(for: before))"].compactMap { $0 }.joined(separator: " ")
    }

    /// `- newTrip.suggestions (with 2 inside)`: the element by its identifier (its line when it has none).
    private static func removed(_ path: [String], in screen: Screen) -> String {
        guard let element = element(at: path, in: screen) else { return "- \(path.joined(separator: " › "))" }
        let name = element.identifier.isEmpty ? TextRenderer.shortLine(for: element) : element.identifier
        let inside = element.allElements.count - 1
        return "- \(name)" + (inside == 0 ? "" : " (with \(inside) inside)")
    }

    /// `~ newTrip.destination value "Ber"`: the element by its identifier and only the fields that changed; `nil` when
    /// none of those it says did (a new reason on a control still disabled).
    private static func updated(_ path: [String], from screen: Screen, to new: Element) -> String? {
        guard let was = element(at: path, in: screen) else { return "~ " + TextRenderer.shortLine(for: new) }
        var fields: [String] = []
        if was.role != new.role { fields.append("role \(new.role.rawValue)") }
        if was.label != new.label {
            fields.append(new.label.isEmpty ? "no label" : "\"\(TextRenderer.escaped(new.label))\"")
        }
        if was.value != new.value {
            fields.append(new.value.map { "value \"\(TextRenderer.escaped($0))\"" } ?? "no value")
        }
        if was.placeholder != new.placeholder {
            fields.append(new.placeholder.map { "placeholder \"\(TextRenderer.escaped($0))\"" } ?? "no placeholder")
        }
        // A control that became disabled says why, when the app says: where an agent learns it before it taps. A new
        // reason on a control still disabled is left unsaid, as the screen usually says it in words of its own.
        if was.isEnabled != new.isEnabled {
            fields.append(new.isEnabled ? "[enabled]" : new.disabledReason.map { "[disabled: \($0)]" } ?? "[disabled]")
        }
        guard !fields.isEmpty else { return nil }
        let name = new.identifier.isEmpty ? new.role.rawValue : new.identifier
        return "~ \(name) " + fields.joined(separator: "  ")
    }

    private static func children(at path: [String], in screen: Screen) -> [Element]? {
        guard !path.isEmpty else { return screen.elements }
        return element(at: path, in: screen)?.children
    }

    /// The element a change's path names: identifiers from the top of the screen's elements down to it.
    private static func element(at path: [String], in screen: Screen) -> Element? {
        var siblings = screen.elements
        var found: Element?
        for identifier in path {
            guard let next = siblings.first(where: { $0.identifier == identifier }) else { return nil }
            found = next
            siblings = next.children
        }
        return found
    }
}
