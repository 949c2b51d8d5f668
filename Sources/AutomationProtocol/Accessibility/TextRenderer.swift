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
        // Written as bytes into one buffer: a list of a thousand rows is a thousand layouts, and the strings each
        // part and line would otherwise be built as cost more than the layout itself.
        var text = TextBuffer()
        text.append("== ")
        text.appendEscaped(screen.title)
        text.append(" (")
        text.append(screen.name)
        text.append(") ==\n")
        if let alert = screen.alert {
            text.append("-- alert --\n")
            append(alert, depth: 1, to: &text)
            text.append("-- under the alert --\n")
        }
        for element in screen.elements {
            append(element, depth: 1, to: &text)
        }
        return text.string
    }

    /// One element on one line, without its children.
    public static func line(for element: Element) -> String {
        var text = TextBuffer()
        layOut(element, indent: 0, width: .max, to: &text)
        text.bytes.removeLast()  // the newline
        return text.string
    }

    /// One element, without its children, in lines of at most ``width`` columns after `indent` spaces where the
    /// parts allow: role and identifier first, then label, value and state, each moved to a continuation line under
    /// the identifier when it would not fit.
    public static func lines(for element: Element, indent: Int) -> [String] {
        var text = TextBuffer()
        layOut(element, indent: indent, width: width, to: &text)
        return text.bytes.split(separator: TextBuffer.newline).map { String(decoding: $0, as: UTF8.self) }
    }

    /// Writes ``lines(for:indent:)``'s lines into `text`, each ending in a newline. Each line's width is counted as it
    /// grows, not again for every part.
    private static func layOut(_ element: Element, indent: Int, width: Int, to text: inout TextBuffer) {
        // Roles are ASCII: padding by bytes is padding to the column.
        let role = element.role.rawValue
        text.appendSpaces(indent)
        text.append(role)
        text.appendSpaces(roleColumn - role.utf8.count)
        text.append(element.identifier)
        var columns = indent + max(role.utf8.count, roleColumn) + TextBuffer.columns(of: element.identifier)
        var part = TextBuffer()
        // Puts `part` after the line so far, or under the identifier on a line of its own when it would not fit.
        func placePart() {
            let count = part.columns
            if columns + 2 + count <= width {
                text.append("  ")
                columns += 2 + count
            } else {
                text.append("\n")
                text.appendSpaces(indent + roleColumn)
                columns = indent + roleColumn + count
            }
            text.bytes.append(contentsOf: part.bytes)
        }
        func quoted(_ prefix: String, _ content: String) {
            part.bytes.removeAll(keepingCapacity: true)
            part.append(prefix)
            part.append("\"")
            part.appendEscaped(content)
            part.append("\"")
            placePart()
        }
        if !element.label.isEmpty { quoted("", element.label) }
        if let value = element.value {
            quoted("value ", value)
        } else if let placeholder = element.placeholder {
            quoted("placeholder ", placeholder)
        }
        if !element.isEnabled {
            part.bytes.removeAll(keepingCapacity: true)
            part.append("[disabled]")
            placePart()
        }
        text.append("\n")
    }

    /// Text being written as UTF-8 bytes.
    private struct TextBuffer {
        static let newline = UInt8(ascii: "\n")
        var bytes: [UInt8] = []

        var string: String { String(decoding: bytes, as: UTF8.self) }

        /// The columns the bytes take, one per character: their count when they are ASCII, which most parts are.
        var columns: Int {
            bytes.allSatisfy { $0 < 0x80 } ? bytes.count : string.count
        }

        static func columns(of text: String) -> Int {
            text.utf8.allSatisfy { $0 < 0x80 } ? text.utf8.count : text.count
        }

        mutating func append(_ text: String) {
            bytes.append(contentsOf: text.utf8)
        }

        mutating func appendSpaces(_ count: Int) {
            if count > 0 { bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: count)) }
        }

        /// `text` as ``TextRenderer/escaped(_:style:)`` writes it for display; most text has nothing to escape, and
        /// is copied as it is.
        mutating func appendEscaped(_ text: String) {
            if needsEscaping(text) {
                append(escaped(text))
            } else {
                append(text)
            }
        }
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
        guard needsEscaping(text) else { return text }
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

    private static func append(_ element: Element, depth: Int, to text: inout TextBuffer) {
        layOut(element, indent: 2 * depth, width: width, to: &text)
        for child in element.children {
            append(child, depth: depth + 1, to: &text)
        }
    }

    /// Whether `text` holds anything ``escaped(_:style:)`` rewrites, judged from its UTF-8 bytes: a backslash, a
    /// quote, a C0 control or DEL, or an unsafe scalar beyond ASCII (the C1 controls are `C2 80`–`C2 9F`; the
    /// separators and bidirectional controls `E2 80 8E`–`8F`, `E2 80 A8`–`AE` and `E2 81 A6`–`A9`).
    static func needsEscaping(_ text: String) -> Bool {
        var bytes = text.utf8.makeIterator()
        while let byte = bytes.next() {
            switch byte {
            case 0x00...0x1F, UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x7F: return true
            case 0xC2:
                if let next = bytes.next(), (0x80...0x9F).contains(next) { return true }
            case 0xE2:
                guard let second = bytes.next(), let third = bytes.next() else { return false }
                if second == 0x80, third == 0x8E || third == 0x8F || (0xA8...0xAE).contains(third) { return true }
                if second == 0x81, (0xA6...0xA9).contains(third) { return true }
            default: break
            }
        }
        return false
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
