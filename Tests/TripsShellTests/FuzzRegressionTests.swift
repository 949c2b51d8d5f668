import Testing
import TripsShell

/// The shell's command parser on lines the fuzzer makes (Fuzz/fuzz-parser): refused with no control character.
@Suite("The fuzzers' findings on the command parser")
struct FuzzRegressionTests {
    @Test func aLineWithControlCharactersIsRefusedWithoutThem() {
        for line in ["tap \u{1B}[2J", "type \u{07} \"x\"", "\u{7F}"] {
            do {
                _ = try CommandParser.parse(line)
            } catch {
                #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(line)")
            }
        }
    }
}
