/// Reading JSON text straight into a ``JSONValue``, for the app's request lines and the MCP server's messages.
///
/// `JSONDecoder` can only read a schemaless value by trying each type in turn and catching the `DecodingError` of
/// every wrong guess (five of them for each object); a request is read on every action, so it is parsed here once,
/// byte by byte, by RFC 8259's grammar. Numbers follow ``JSONValue/integer(_:)``: one with no fraction that fits in
/// an `Int` is an integer, written `1`, `1.0` or `1e3`.
extension JSONValue {
    /// The value `bytes` hold (surrounded by any JSON whitespace), or `nil` when they are not JSON (invalid UTF-8
    /// included).
    public static func parse(_ bytes: some Collection<UInt8>) -> JSONValue? {
        var parser = Parser(bytes: Array(bytes))
        guard let value = parser.value(depth: 0) else { return nil }
        parser.skipWhitespace()
        return parser.atEnd ? value : nil
    }
}

// MARK: - Parser

/// A recursive-descent parser over a line's bytes.
private struct Parser {
    /// Deeper than any request nests; deeper input is refused rather than risking the stack.
    static let depthLimit = 512

    let bytes: [UInt8]
    var index = 0

    var atEnd: Bool { index == bytes.count }

    mutating func skipWhitespace() {
        while index < bytes.count,
            bytes[index] == 0x20 || bytes[index] == 0x09 || bytes[index] == 0x0A || bytes[index] == 0x0D
        {
            index += 1
        }
    }

    mutating func value(depth: Int) -> JSONValue? {
        skipWhitespace()
        guard index < bytes.count, depth < Self.depthLimit else { return nil }
        switch bytes[index] {
        case UInt8(ascii: "{"): return object(depth: depth)
        case UInt8(ascii: "["): return array(depth: depth)
        case UInt8(ascii: "\""): return string().map(JSONValue.string)
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "n"): return literal("null", .null)
        default: return number()
        }
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) -> JSONValue? {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count else { return nil }
        for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return nil }
        index += count
        return value
    }

    private mutating func object(depth: Int) -> JSONValue? {
        index += 1  // {
        var fields: [String: JSONValue] = [:]
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(fields)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\""), let key = string() else { return nil }
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            index += 1
            guard let field = value(depth: depth + 1) else { return nil }
            fields[key] = field  // a repeated key: the last one counts
            skipWhitespace()
            guard index < bytes.count else { return nil }
            defer { index += 1 }
            switch bytes[index] {
            case UInt8(ascii: ","): continue
            case UInt8(ascii: "}"): return .object(fields)
            default: return nil
            }
        }
    }

    private mutating func array(depth: Int) -> JSONValue? {
        index += 1  // [
        var elements: [JSONValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(elements)
        }
        while true {
            guard let element = value(depth: depth + 1) else { return nil }
            elements.append(element)
            skipWhitespace()
            guard index < bytes.count else { return nil }
            defer { index += 1 }
            switch bytes[index] {
            case UInt8(ascii: ","): continue
            case UInt8(ascii: "]"): return .array(elements)
            default: return nil
            }
        }
    }

    /// A string from its opening quote: escapes undone, its UTF-8 checked.
    private mutating func string() -> String? {
        index += 1  // "
        var utf8: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                return String(validating: utf8, as: UTF8.self)
            case UInt8(ascii: "\\"):
                guard index < bytes.count else { return nil }
                let escaped = bytes[index]
                index += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escaped)
                case UInt8(ascii: "b"): utf8.append(0x08)
                case UInt8(ascii: "f"): utf8.append(0x0C)
                case UInt8(ascii: "n"): utf8.append(0x0A)
                case UInt8(ascii: "r"): utf8.append(0x0D)
                case UInt8(ascii: "t"): utf8.append(0x09)
                case UInt8(ascii: "u"):
                    guard let scalar = unicodeEscape() else { return nil }
                    utf8.append(contentsOf: String(Character(scalar)).utf8)
                default: return nil
                }
            case 0x00..<0x20:
                return nil  // a control character must be escaped
            default:
                utf8.append(byte)
            }
        }
        return nil
    }

    /// The scalar of a `\u` escape (after the `u`), joining a surrogate pair.
    private mutating func unicodeEscape() -> Unicode.Scalar? {
        guard let first = hexQuad() else { return nil }
        if (0xD800..<0xDC00).contains(first) {
            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
            else { return nil }
            index += 2
            guard let second = hexQuad(), (0xDC00..<0xE000).contains(second) else { return nil }
            return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
        }
        return Unicode.Scalar(first)  // nil for a lone low surrogate
    }

    private mutating func hexQuad() -> UInt32? {
        guard index + 4 <= bytes.count else { return nil }
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let digit = Character(Unicode.Scalar(bytes[index])).hexDigitValue else { return nil }
            value = value * 16 + UInt32(digit)
            index += 1
        }
        return value
    }

    /// A number by the grammar: `-`? int frac? exp?.
    private mutating func number() -> JSONValue? {
        let start = index
        var integral = true
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") { index += 1 }
        guard digits(leadingZeroAlone: true) else { return nil }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            integral = false
            guard digits(leadingZeroAlone: false) else { return nil }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            integral = false
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") {
                index += 1
            }
            guard digits(leadingZeroAlone: false) else { return nil }
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if integral, let integer = Int(text) { return .integer(integer) }
        guard let double = Double(text), double.isFinite else { return nil }
        if let integer = Int(exactly: double) { return .integer(integer) }
        return .number(double)
    }

    /// One or more digits; with `leadingZeroAlone`, a leading `0` must stand alone (`01` is not JSON).
    private mutating func digits(leadingZeroAlone: Bool) -> Bool {
        let start = index
        while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        guard index > start else { return false }
        return !leadingZeroAlone || bytes[start] != UInt8(ascii: "0") || index - start == 1
    }
}
