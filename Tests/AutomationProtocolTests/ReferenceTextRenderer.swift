import AutomationProtocol

/// The screen renderer written the plain way, a string per part and per line: the reference `TextRenderer`, which
/// writes bytes into one buffer, is held to, line for line and byte for byte.
enum ReferenceTextRenderer {
    static func render(_ screen: Screen) -> String {
        var text = "== \(escaped(screen.title)) (\(screen.name)) ==\n"
        if let alert = screen.alert {
            text += "-- alert --\n"
            append(alert, depth: 1, to: &text)
            text += "-- under the alert --\n"
        }
        for element in screen.elements {
            append(element, depth: 1, to: &text)
        }
        return text
    }

    static func line(for element: Element) -> String {
        parts(of: element).joined(separator: "  ")
    }

    static func lines(for element: Element, indent: Int) -> [String] {
        let parts = parts(of: element)
        var lines: [String] = []
        var current = String(repeating: " ", count: indent) + parts[0]
        var columns = indent + parts[0].count
        for part in parts.dropFirst() {
            if columns + 2 + part.count <= TextRenderer.width {
                current += "  " + part
                columns += 2 + part.count
            } else {
                lines.append(current)
                current = String(repeating: " ", count: indent + roleColumn) + part
                columns = indent + roleColumn + part.count
            }
        }
        lines.append(current)
        return lines
    }

    /// Every scalar looked up on its own in a table of escapes, with no shortcut for text that needs none.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if let escape = escapes[scalar] {
                result += escape
            } else if TextRenderer.isUnsafe(scalar) {
                result += TextRenderer.unicodeEscape(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static let escapes: [Unicode.Scalar: String] = [
        "\\": "\\\\", "\"": "\\\"", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\u{1B}": "\\e",
    ]

    private static let roleColumn = 14

    private static func parts(of element: Element) -> [String] {
        let role = element.role.rawValue
        var parts = [role + String(repeating: " ", count: max(0, roleColumn - role.count)) + element.identifier]
        if !element.label.isEmpty {
            parts.append("\"\(escaped(element.label))\"")
        }
        if let value = element.value {
            parts.append("value \"\(escaped(value))\"")
        } else if let placeholder = element.placeholder {
            parts.append("placeholder \"\(escaped(placeholder))\"")
        }
        if !element.isEnabled {
            parts.append("[disabled]")
        }
        return parts
    }

    private static func append(_ element: Element, depth: Int, to text: inout String) {
        for line in lines(for: element, indent: 2 * depth) {
            text += line + "\n"
        }
        for child in element.children {
            append(child, depth: depth + 1, to: &text)
        }
    }
}
