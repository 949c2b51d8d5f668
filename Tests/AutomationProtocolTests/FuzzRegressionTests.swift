import Foundation
import Testing

@testable import AutomationProtocol

/// What `make fuzz` found in the wire's JSON parser against `JSONSerialization` (Fuzz/fuzz-json): each difference the
/// fuzzer accepts as by design, held here as the wire's behaviour.
@Suite("The fuzzers' findings on the wire")
struct FuzzRegressionTests {
    @Test func aTrailingCommaIsRefusedThoughFoundationAcceptsIt() throws {
        for text in ["[1,]", "{\"a\":1,}", " [ 0 , 1 ,   ] "] {
            #expect(JSONValue.parse(Data(text.utf8)) == nil, "\(text)")
            #expect(try JSONSerialization.jsonObject(with: Data(text.utf8)) is [Any] || text.hasPrefix("{"))
        }
    }

    @Test func aByteOrderMarkIsRefusedThoughFoundationAcceptsIt() throws {
        let marked = Data([0xEF, 0xBB, 0xBF]) + Data("1".utf8)
        #expect(JSONValue.parse(marked) == nil)
        #expect(try JSONSerialization.jsonObject(with: marked, options: .fragmentsAllowed) as? Int == 1)
    }

    @Test func aHugeIntegerIsReadAsTheNearestDouble() throws {
        let text = "123456789024902469135780"
        guard case .number(let value) = JSONValue.parse(Data(text.utf8)) else {
            Issue.record("not read as a number")
            return
        }
        #expect(value == Double(text))
    }
}
