import AutomationProtocol
import Foundation
import FuzzSupport

/// The wire's hand-written JSON parser against Foundation's `JSONSerialization`: on any bytes both accept or both
/// refuse, and what both accept is the same value. Where they may differ by design, the difference is named in
/// ``JSONDifference`` and this checks the input is of that kind.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONParser(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: bytes, count: count)
    let ours = JSONValue.parse(data)
    let foundation = try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
    switch (ours, foundation) {
    case (nil, nil):
        break
    case (let ours?, let foundation?):
        precondition(
            JSONComparison.same(ours, foundation) || JSONDifference.explains(data, ours: ours, foundation: foundation),
            "the parsers read different values from \(Array(data))")
    case (nil, _?):
        precondition(JSONDifference.explainsRefusal(data), "only Foundation accepts \(Array(data))")
    case (_?, nil):
        precondition(JSONDifference.explainsAcceptance(data), "only the wire's parser accepts \(Array(data))")
    }
    return 0
}

#if !FUZZING
    /// Replays saved inputs when built without libFuzzer.
    @main enum JSONParserReplay {
        static func main() { FuzzReplay.run(fuzzJSONParser) }
    }
#endif
