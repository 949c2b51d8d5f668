import Foundation

// libFuzzer's entry point for the automation protocol's readers, compiled together with Sources/AutomationProtocol by
// `make fuzz` (scripts/fuzz.sh): the app's (`Request.read`) and the runner's (`WireFormat.message(from:)`). Any line
// must be read or refused with an error, never crash; whatever is read must survive a round trip through the writer
// unchanged.

/// One fuzz input: a line as the app would read it.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzProtocolDecoder(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let line = Data(bytes: bytes, count: count)
    if let request = try? Request.read(line) {
        let again = try? Request.read(WireFormat.line(request).dropLast())
        precondition(again == request, "a request changed in a round trip: \(request)")
    }
    if let message = try? WireFormat.message(from: line) {
        let again = try? WireFormat.message(from: WireFormat.line(message).dropLast())
        precondition(again == message, "a message changed in a round trip")
    }
    return 0
}
