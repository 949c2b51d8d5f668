import AutomationProtocol
import Foundation
import FuzzSupport
import TripsProtocol

/// The wire's two readers: any line a driver could send the app is read as a request or refused with a `Refusal`,
/// and any line the app could send a driver is read as a message or refused, never a crash. Whatever is read
/// survives being written and read again unchanged.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRequestReader(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let line = Data(bytes: bytes, count: count)
    if let request = try? Request.read(line, table: .trips) {
        let again = try? Request.read(WireFormat.line(request).dropLast(), table: .trips)
        precondition(again == request, "a request changed when written and read again: \(request)")
    }
    if let message = try? WireFormat.message(from: line) {
        let again = try? WireFormat.message(from: WireFormat.line(message).dropLast())
        precondition(again == message, "a message changed when written and read again")
    }
    return 0
}

#if !FUZZING
    /// Replays saved inputs when built without libFuzzer.
    @main enum RequestReaderReplay {
        static func main() { FuzzReplay.run(fuzzRequestReader) }
    }
#endif
