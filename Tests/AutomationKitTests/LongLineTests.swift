import AutomationKit
import ConcurrencyBasics
import Foundation
import Testing

/// A request line past the longest an app reads gets one answer, a refusal, read from its first piece alone.
@Suite("A line past the longest")
struct LongLineTests {
    @Test func theKitFramesStandardInputAtTheLengthTheProtocolReads() {
        #expect(LineFraming.maximumLineLength == Request.longestLine)
    }

    @Test func aLinePastTheLongestIsRefusedWithoutBeingParsed() throws {
        let blank = Data(repeating: 0x20, count: Request.longestLine + 1)
        let refusal = #expect(throws: Request.Refusal.self) { try Request.read(blank, table: .core) }
        #expect(refusal?.id == -1)
        #expect(refusal?.error.code == .badRequest)
        #expect(refusal?.error.message.contains("longer than \(Request.longestLine) bytes") == true)
    }
}
