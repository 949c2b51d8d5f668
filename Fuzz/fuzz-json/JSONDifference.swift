import AutomationProtocol
import Foundation

/// Where the wire's parser and `JSONSerialization` differ on purpose. Each kind has an example in
/// `Tests/AutomationProtocolTests/FuzzRegressionTests.swift`, and docs/reliability.md lists them.
enum JSONDifference {
    /// Bytes only Foundation accepts:
    /// - a trailing comma in an array or an object (`[1,]`, `{"a":1,}`), which RFC 8259 does not allow: without its
    ///   trailing commas the wire's parser accepts the same text;
    /// - JSON text in another encoding than UTF-8 (UTF-16 or UTF-32, which Foundation detects), or UTF-8 behind a
    ///   byte-order mark: the wire is UTF-8 without a mark (RFC 8259, section 8.1), so the app refuses such a line as
    ///   not JSON, and accepts the same text in UTF-8.
    static func explainsRefusal(_ data: Data) -> Bool {
        if JSONValue.parse(withoutTrailingCommas(Array(data))) != nil { return true }
        let utf8Mark = Data([0xEF, 0xBB, 0xBF])
        if data.starts(with: utf8Mark), JSONValue.parse(data.dropFirst(utf8Mark.count)) != nil { return true }
        let encodings: [String.Encoding] = [
            .utf16, .utf16LittleEndian, .utf16BigEndian, .utf32, .utf32LittleEndian, .utf32BigEndian,
        ]
        return encodings.contains { encoding in
            String(data: data, encoding: encoding).map { text in
                JSONValue.parse(withoutTrailingCommas(Array(text.utf8))) != nil
            } ?? false
        }
    }

    /// The bytes without each comma, outside a string, that only whitespace separates from a `]` or `}`.
    static func withoutTrailingCommas(_ bytes: [UInt8]) -> [UInt8] {
        var kept: [UInt8] = []
        var inString = false
        var escaped = false
        for (index, byte) in bytes.enumerated() {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: ","),
                let next = bytes[(index + 1)...].first(where: { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }),
                next == UInt8(ascii: "]") || next == UInt8(ascii: "}")
            {
                continue
            }
            kept.append(byte)
        }
        return kept
    }

    /// Bytes only the wire's parser accepts: none.
    static func explainsAcceptance(_ data: Data) -> Bool {
        false
    }

    /// How far apart the two may read a number Foundation keeps as an `NSDecimalNumber` (an integer beyond 64 bits,
    /// or more digits than a double holds): Foundation turns its decimal into a double with a rounding at each power
    /// of ten, so it can miss the nearest double, which the wire reads as `JSONDecoder` does, by several ulps
    /// (`1` and 134 zeros: 1.0000000000000005e+134). A relative 1e-12 is far wider than any such drift and far
    /// narrower than any number read wrong.
    static let decimalTolerance = 1e-12

    /// Bytes both accept but read as different values: only numbers Foundation keeps as decimals, each within
    /// ``decimalTolerance`` of the wire's.
    static func explains(_ data: Data, ours: JSONValue, foundation: Any) -> Bool {
        JSONComparison.same(ours, foundation, decimalTolerance: decimalTolerance)
    }
}
