import Foundation

// libFuzzer's entry point for the automation protocol's decoder, compiled together with Sources/AutomationProtocol by
// `make fuzz` (scripts/fuzz.sh). Any line a driver could send must decode or be refused with an error, never crash;
// whatever decodes must survive a round trip through the encoder unchanged.

/// One fuzz input: a line as the app would read it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProtocolDecoder(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let line = Data(bytes: bytes, count: count)
    if let request = try? WireFormat.decode(Request.self, from: line) {
        let again = try? WireFormat.decode(Request.self, from: WireFormat.line(request).dropLast())
        precondition(again == request, "a request changed in a round trip: \(request)")
    }
    if let message = try? WireFormat.decode(Message.self, from: line) {
        let again = try? WireFormat.decode(Message.self, from: WireFormat.line(message).dropLast())
        precondition(again == message, "a message changed in a round trip")
    }
    return 0
}
