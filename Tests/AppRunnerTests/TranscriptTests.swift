import Testing

@testable import AppRunner

/// A long flow's transcript keeps its latest lines, so the runner's memory stays flat however long the flow.
@Suite("Transcript")
struct TranscriptTests {
    @Test func aLongTranscriptKeepsItsLatestLinesAndSaysHowManyCameBefore() {
        let transcript = Transcript()
        let total = Transcript.entriesKept * 2 + 1_234
        for line in 1...total { transcript.record(.runner, "line \(line)") }
        let lines = transcript.render().split(separator: "\n")
        #expect(lines.count == Transcript.entriesKept + 1)
        #expect(
            lines.first
                == "(\(total - Transcript.entriesKept) earlier lines left out; the latest \(Transcript.entriesKept) follow)"
        )
        #expect(lines[1].hasSuffix("-- line \(total - Transcript.entriesKept + 1)"))
        #expect(lines.last?.hasSuffix("-- line \(total)") == true)
    }

    @Test func aShortTranscriptIsWhole() {
        let transcript = Transcript()
        transcript.record(.request, "{}")
        transcript.record(.app, "{}")
        let lines = transcript.render().split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasSuffix("-> {}"))
    }

    @Test(
        "A line's time is seconds since launch with three decimals",
        arguments: [
            (Duration.zero, "+0.000s"), (.milliseconds(7), "+0.007s"), (.milliseconds(42), "+0.042s"),
            (.milliseconds(999), "+0.999s"), (.milliseconds(61_005), "+61.005s"),
        ])
    func stamp(offset: Duration, expected: String) {
        var text = ""
        Transcript.appendStamp(of: offset, to: &text)
        #expect(text == expected)
    }
}
