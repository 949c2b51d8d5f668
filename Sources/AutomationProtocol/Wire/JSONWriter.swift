/// Writes JSON by hand, byte for byte what `JSONEncoder` writes with sorted keys and unescaped slashes (the tests
/// hold the two to each other): the protocol's lines (the app's messages, the runner's requests) and, in the runner,
/// each case's `evidence.json`.
///
/// The app writes a message after every action and every change, and every case of a suite writes its evidence, so
/// both are on hot paths: `JSONEncoder` builds a value tree before it serializes it. Here each type writes its own
/// fields, already in sorted order, into one buffer.
package struct JSONWriter {
    // MARK: - State

    /// What has been written.
    package private(set) var bytes: [UInt8] = []
    /// Whether the next key of the open object needs a comma before it.
    private var needsComma = false

    package init() {
        bytes.reserveCapacity(1024)
    }

    // MARK: - Objects

    /// Opens an object.
    package mutating func beginObject() {
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
    }

    /// Closes the open object.
    package mutating func endObject() {
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    /// Writes a key of the open object; its value follows. Keys must come in byte order, as `.sortedKeys` writes them.
    package mutating func key(_ key: StaticString) {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        bytes.append(UInt8(ascii: "\""))
        key.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
        needsComma = false
    }

    /// Writes a key named at run time (a command's argument field, from the command table), escaped as a string;
    /// keys must still come in byte order.
    package mutating func key(named key: String) {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
        string(key)
        bytes.append(UInt8(ascii: ":"))
        needsComma = false
    }

    // MARK: - Values

    /// Writes an array, each element by `element`.
    package mutating func array<Element>(_ elements: [Element], _ element: (inout JSONWriter, Element) -> Void) {
        bytes.append(UInt8(ascii: "["))
        for (index, value) in elements.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            element(&self, value)
        }
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// Writes an integer.
    package mutating func integer(_ value: some BinaryInteger) {
        bytes.append(contentsOf: String(value).utf8)
        needsComma = true
    }

    /// Writes a number as Foundation writes a `Double`: Swift's shortest form that reads back as the same value,
    /// without the `.0` of a whole number (`1`, `0.25`, `1e-07`, `1e+16`); `null` when it is not finite, which JSON
    /// cannot hold (Foundation refuses such a value instead).
    package mutating func number(_ value: Double) {
        guard value.isFinite else { return null() }
        var text = "\(value)"
        if text.hasSuffix(".0") { text.removeLast(2) }
        bytes.append(contentsOf: text.utf8)
        needsComma = true
    }

    /// Writes `null`.
    package mutating func null() {
        bytes.append(contentsOf: "null".utf8)
        needsComma = true
    }

    /// Writes `true` or `false`.
    package mutating func bool(_ value: Bool) {
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
        needsComma = true
    }

    /// Writes a string, escaped as `JSONEncoder` escapes it: `"` and `\`, `\b \f \n \r \t`, other control characters
    /// as `\u00xx`; everything else, `/` and non-ASCII included, as it is. The bytes between two escapes go in as one
    /// run: a screen's text in the evidence is thousands of bytes with a newline now and then.
    package mutating func string(_ value: String) {
        bytes.append(UInt8(ascii: "\""))
        var value = value
        value.withUTF8 { utf8 in
            var run = 0
            for (index, byte) in utf8.enumerated()
            where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run..<index]))
                escape(byte)
                run = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[run...]))
        }
        bytes.append(UInt8(ascii: "\""))
        needsComma = true
    }

    /// Writes the escape of a byte that cannot stand in a JSON string as it is.
    private mutating func escape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\"")])
        case UInt8(ascii: "\\"): bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "\\")])
        case 0x08: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "b")])
        case 0x09: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
        case 0x0A: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
        case 0x0C: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "f")])
        case 0x0D: bytes.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
        default:
            let hex = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: Array("\\u00".utf8) + [hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]])
        }
    }
}
