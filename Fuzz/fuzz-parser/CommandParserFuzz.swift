import AutomationProtocol
import FuzzSupport
import TripsShell

/// The shell's command language: any line a person could type parses or is refused with a `CommandError`, never
/// crashes, and no error carries a raw control character to the terminal.
///
/// One input is a line as the shell reads it (invalid UTF-8 repaired, as the shell's reader does).
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
    return 0
}

#if !FUZZING
    /// Replays saved inputs when built without libFuzzer.
    @main enum CommandParserReplay {
        static func main() { FuzzReplay.run(fuzzCommandParser) }
    }
#endif
