import ConcurrencyBasics
import Foundation
import Testing

/// The one framing of lines the readers share: whole lines out of chunks that split them anywhere.
@Suite("Line framing")
struct LineFramingTests {
    @Test func linesSplitAcrossChunksComeWholeAndTheRestComesLast() {
        var framing = LineFraming()
        var lines = framing.lines(appending: Array("one\ntw".utf8))
        lines += framing.lines(appending: Array("o\n\nthr".utf8))
        lines += framing.rest()
        #expect(lines.map { String(decoding: $0, as: UTF8.self) } == ["one", "two", "", "thr"])
        #expect(framing.rest().isEmpty)
    }

    @Test func aLineLongerThanTheLongestComesInPieces() {
        var framing = LineFraming()
        let long = [UInt8](repeating: 0x61, count: LineFraming.maximumLineLength + 1)
        #expect(framing.lines(appending: long).map(\.count) == [long.count])
        #expect(framing.lines(appending: Array("b\n".utf8)).map(\.count) == [1])
    }
}
