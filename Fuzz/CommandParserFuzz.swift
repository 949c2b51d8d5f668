// libFuzzer's entry point for the shell's command language, compiled together with the parser's sources by `make fuzz`
// (scripts/fuzz.sh). Any line a person could type must parse or be refused with a CommandError, never crash, and no
// error may carry a raw control character to the terminal.

/// One fuzz input: a line as the shell would read it (invalid UTF-8 repaired, as the shell's reader does).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzCommandParser(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let line = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
    do {
        _ = try CommandParser.parse(line)
    } catch {
        let message = error.description
        precondition(
            !message.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F },
            "an error carries a control character: \(message.debugDescription)")
    }
    _ = NearestMatches.find(line, among: ["trip.seattle", "trips.add", "newTrip.destination"])
    return 0
}
