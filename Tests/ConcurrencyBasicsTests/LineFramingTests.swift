import ConcurrencyBasics
import Foundation
import TestSupport
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

    @Test func aLineLongerThanTheLongestComesInPieces() async throws {
        let length = LineFraming.maximumLineLength + 1
        // Sixteen megabytes scanned in a debug build: on a thread of its own, not one of the pool's.
        let (long, after) = try await onAThreadOfItsOwn {
            var framing = LineFraming()
            let long = framing.lines(appending: [UInt8](repeating: 0x61, count: length)).map(\.count)
            return (long, framing.lines(appending: Array("b\n".utf8)).map(\.count))
        }
        #expect(long == [length])
        #expect(after == [1])
    }
}
