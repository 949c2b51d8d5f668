import AutomationProtocol
import Foundation
import Testing

/// A ``JSONValue`` is written as one line that reads back as the same value, with its keys in byte order.
@Suite("Writing JSON values")
struct JSONWritingTests {
    @Test(arguments: [
        JSONValue.null, .bool(true), .integer(-42), .number(1.5), .number(-2.5e-7), .string("a \"b\" \\ c\n\u{1}é✈️"),
        .array([.integer(1), .array([]), .object([:])]),
        .object(["b": .string("2"), "a": .array([.null, .bool(false)]), "é": .object(["x": .number(0.25)])]),
    ])
    func aValueReadsBackAsItself(value: JSONValue) {
        let bytes = value.jsonBytes
        #expect(!bytes.contains(0x0A), "one line")
        #expect(JSONValue.parse(bytes) == value)
    }

    @Test func objectKeysComeInByteOrderAsJSONEncoderSortsThem() throws {
        let value = JSONValue.object(["b": .integer(1), "a": .integer(2), "B": .integer(3), "aa": .null])
        #expect(value.jsonText == #"{"B":3,"a":2,"aa":null,"b":1}"#)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let encoded = try encoder.encode(["b": 1, "a": 2, "B": 3])
        #expect(JSONValue.object(["b": .integer(1), "a": .integer(2), "B": .integer(3)]).jsonBytes == Array(encoded))
    }

    @Test func aNumberJSONCannotHoldIsWrittenAsNull() {
        #expect(JSONValue.array([.number(.infinity), .number(.nan)]).jsonText == "[null,null]")
    }
}
