/// Renders a screen as text: a title line, then one element per line with its role, identifier, label and value.
///
/// The output is stable (the same screen renders the same bytes), nests by indentation, puts an alert on top, marks
/// disabled elements, and is safe to print: control characters and escape sequences in any text are shown escaped,
/// never passed through to the terminal.
public enum TextRenderer {
    /// The whole screen as lines of text, each ending in a newline.
    public static func render(_ screen: Screen) -> String {
        var lines = ["== \(escaped(screen.title)) (\(screen.name)) =="]
        if let alert = screen.alert {
            lines.append("-- alert --")
            append(alert, depth: 1, to: &lines)
            lines.append("-- under the alert --")
        }
        for element in screen.elements {
            append(element, depth: 1, to: &lines)
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// One element on one line, without its children.
    public static func line(for element: Element) -> String {
        var line = element.role.rawValue.padding(toLength: 14, withPad: " ", startingAt: 0)
        line += element.identifier
        if !element.label.isEmpty {
            line += "  \"\(escaped(element.label))\""
        }
        if let value = element.value {
            line += "  value \"\(escaped(value))\""
        } else if let placeholder = element.placeholder {
            line += "  placeholder \"\(escaped(placeholder))\""
        }
        if !element.isEnabled {
            line += "  [disabled]"
        }
        return line
    }

    // MARK: - Escaping

    /// Outside text to quote in a message: escaped, and, beyond `limit` characters, cut with a note of its length, so
    /// that a pasted megabyte makes a one-line error.
    public static func quoted(_ text: String, limit: Int = 120) -> String {
        guard text.count > limit else { return escaped(text) }
        return escaped(String(text.prefix(limit))) + "… (\(text.count) characters)"
    }

    /// The text with backslashes, quotes, control characters, line and paragraph separators and bidirectional
    /// overrides written as escapes, so that nothing in it can move the cursor, recolour the terminal or reorder text.
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{1B}": result += "\\e"
            default:
                if needsEscape(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    // MARK: - Private

    private static func append(_ element: Element, depth: Int, to lines: inout [String]) {
        lines.append(String(repeating: "  ", count: depth) + line(for: element))
        for child in element.children {
            append(child, depth: depth + 1, to: &lines)
        }
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true  // C0 and C1 controls, DEL
        case 0x2028, 0x2029: return true  // line and paragraph separators
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F: return true  // bidirectional controls
        default: return false
        }
    }
}
