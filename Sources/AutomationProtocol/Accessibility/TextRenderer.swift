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
        parts(of: element).joined(separator: "  ")
    }

    /// One element, without its children, in lines of at most ``width`` columns after `indent` spaces where the
    /// parts allow: role and identifier first, then label, value and state, each moved to a continuation line under
    /// the identifier when it would not fit.
    public static func lines(for element: Element, indent: Int) -> [String] {
        let parts = parts(of: element)
        let margin = String(repeating: " ", count: indent)
        let hanging = String(repeating: " ", count: indent + roleColumn)
        var lines = [margin + parts[0]]
        for part in parts.dropFirst() {
            let last = lines[lines.count - 1]
            if last.count + 2 + part.count <= width {
                lines[lines.count - 1] = last + "  " + part
            } else {
                lines.append(hanging + part)
            }
        }
        return lines
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
        var parts = [
            element.role.rawValue.padding(toLength: roleColumn, withPad: " ", startingAt: 0) + element.identifier
        ]
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

    private static func append(_ element: Element, depth: Int, to lines: inout [String]) {
        lines += self.lines(for: element, indent: 2 * depth)
        for child in element.children {
            append(child, depth: depth + 1, to: &lines)
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
