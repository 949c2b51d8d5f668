import Testing

/// What a control copies is not on the screen, so the shell says it: `copied: …` after the command, once per copy.
@Suite("What the shell says a control copied", .timeLimit(.minutes(1)))
struct CopiedTests {
    @Test func shareSaysWhatItCopiedAndOtherCommandsSayNothing() async throws {
        let result = try await ProcessRunner.shell(
            ["-uiTesting"], input: "tap trip.seattle\ntap trip.share\nback\ntap trip.bergen\ntap trip.share\n")
        let copied = result.output.split(separator: "\n").filter { $0.hasPrefix("copied: ") }
        #expect(
            copied == [
                "copied: Seattle · 2026-04-10 → 2026-04-17 · 8 days · 61°F, Partly cloudy",
                "copied: Bergen · 2026-06-01 → 2026-06-08 · 8 days · 48°F, Slight rain",
            ], "\(result.output)")
    }
}
