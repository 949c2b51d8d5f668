/// Renders a screen as text: a title line, then one element per line with its role, identifier, label and value.
///
/// The output is stable (the same screen renders the same bytes), nests by indentation, puts an alert on top, marks
/// disabled elements, fits 80 columns where it can (what does not fit after the identifier continues on the next
/// line, under it), and is safe to print: control characters and escape sequences in any text are shown escaped,
/// never passed through to the terminal.
public enum TextRenderer {
    /// The width the renderer keeps to; only a single label or value longer than that goes past it.
    public static let width = 80

    /// The whole screen as lines of text, each ending in a newline.
    public static func render(_ screen: Screen) -> String {
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

    /// One element on one line, without its children.
    public static func line(for element: Element) -> String {
        parts(of: element).joined(separator: "  ")
    }

    /// One element, without its children, in lines of at most ``width`` columns after `indent` spaces where the
    /// parts allow: role and identifier first, then label, value and state, each moved to a continuation line under
    /// the identifier when it would not fit.
    public static func lines(for element: Element, indent: Int) -> [String] {
        var lines: [String] = []
        layOut(element, indent: indent) { lines.append($0) }
        return lines
    }

    /// Hands ``lines(for:indent:)``'s lines to `line`, one at a time: the screen's renderer writes them straight into
    /// its text. Each line's width is counted as it grows, not again for every part, so that a screen of a thousand
    /// rows costs a thousand short layouts.
    private static func layOut(_ element: Element, indent: Int, line: (String) -> Void) {
        let parts = parts(of: element)
        var current = String(repeating: " ", count: indent) + parts[0]
        var columns = indent + parts[0].count
        for part in parts.dropFirst() {
            let count = part.count
            if columns + 2 + count <= width {
                current += "  " + part
                columns += 2 + count
            } else {
                line(current)
                current = String(repeating: " ", count: indent + roleColumn) + part
                columns = indent + roleColumn + count
            }
        }
        line(current)
    }

    // MARK: - Escaping

    /// Outside text to quote in a message: escaped, and, beyond `limit` characters, cut with a note of its length, so
    /// that a pasted megabyte makes a one-line error.
    public static func quoted(_ text: String, limit: Int = 120) -> String {
        guard text.count > limit else { return escaped(text) }
        return escaped(String(text.prefix(limit))) + "… (\(text.count) characters)"
    }

    /// How ``escaped(_:style:)`` writes what has no escape of its own in Swift: the escape character is `\e` for a
    /// person, `\u{1B}` in Swift source (a recorded flow's string literals).
    public enum EscapeStyle: Sendable {
        /// For a person reading a message or a screen.
        case display
        /// A Swift string literal's contents.
        case swiftLiteral
    }

    /// The text with backslashes, quotes, control characters, line and paragraph separators and bidirectional
    /// overrides written as escapes, so that nothing in it can move the cursor, recolour the terminal or reorder text.
    public static func escaped(_ text: String, style: EscapeStyle = .display) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{1B}" where style == .display: result += "\\e"
            default:
                if isUnsafe(scalar) {
                    result += unicodeEscape(scalar)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    // MARK: - Private

    private static let roleColumn = 14

    private static func parts(of element: Element) -> [String] {
        // Roles are ASCII and shorter than the column, so padding by count is padding to the column.
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
        layOut(element, indent: 2 * depth) { line in
            text += line
            text += "\n"
        }
        for child in element.children {
            append(child, depth: depth + 1, to: &text)
        }
    }

    /// `\u{1B}`: a scalar as Swift and the shell's messages write it by number.
    public static func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
        "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
    }

    /// Whether a scalar could move the cursor, recolour the terminal, break a line or reorder text: the ones
    /// ``escaped(_:style:)`` writes as escapes.
    public static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true  // C0 and C1 controls, DEL
        case 0x2028, 0x2029: return true  // line and paragraph separators
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F: return true  // bidirectional controls
        default: return false
        }
    }
}
