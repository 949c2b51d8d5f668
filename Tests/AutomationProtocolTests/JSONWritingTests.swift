import AutomationProtocol
import Foundation
import Testing

/// A ``JSONValue`` is written as one line that reads back as the same value, with its keys in byte order.
@Suite("Writing JSON values")
struct JSONWritingTests {
    @Test(arguments: [
        JSONValue.null, .bool(true), .integer(-42), .number(1.5), .number(-2.5e-7), .string("a \"b\" \\ c\n\u{1}é✈️"),
        .string("\n\"\u{1f}x\t\\"), .string(""),
        .array([.integer(1), .array([]), .object([:])]),
        .object(["b": .string("2"), "a": .array([.null, .bool(false)]), "é": .object(["x": .number(0.25)])]),
    ])
    func aValueReadsBackAsItself(value: JSONValue) {
        let bytes = value.jsonBytes
        #expect(!bytes.contains(0x0A), "one line")
        #expect(JSONValue.parse(bytes) == value)
    }

    @Test func objectKeysComeInByteOrderAsFoundationSortsThem() throws {
        let value = JSONValue.object(["b": .integer(1), "a": .integer(2), "B": .integer(3), "aa": .null, "é": .null])
        #expect(value.jsonText == #"{"B":3,"a":2,"aa":null,"b":1,"é":null}"#)
        #expect(try FoundationJSON.rewritten(value.jsonBytes) == value.jsonText)
    }

    @Test(arguments: [
        1.0, 0.25, -2.5e-7, 1e-7, .leastNonzeroMagnitude, 1e15, 9_007_199_254_740_992, 1e16, 1e21,
        123_456_789_012,
        0.30000000000000004, 1.7976931348623157e308, 100.5,
    ])
    func aNumberIsWrittenAsFoundationWritesIt(number: Double) throws {
        let written = JSONValue.number(number).jsonText
        #expect(try FoundationJSON.rewritten(Array(written.utf8)) == written)
        #expect(Double(written) == number)
    }

    @Test func aNumberJSONCannotHoldIsWrittenAsNull() {
        #expect(JSONValue.array([.number(.infinity), .number(.nan)]).jsonText == "[null,null]")
    }
}
