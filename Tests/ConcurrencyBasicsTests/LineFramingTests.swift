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

    @Test func aLineLongerThanTheLongestIsHandedOverOnceAndTheLinesAfterItWhole() async throws {
        let length = LineFraming.maximumLineLength + 1
        // Seventeen megabytes scanned in a debug build: on a thread of its own, not one of the pool's.
        let pieces = try await onAThreadOfItsOwn {
            var framing = LineFraming()
            let megabyte = [UInt8](repeating: 0x61, count: 1 << 20)
            var pieces: [[Int]] = []
            for _ in 0..<17 { pieces.append(framing.lines(appending: megabyte).map(\.count)) }
            pieces.append(framing.lines(appending: Array("aaa\nnext\n".utf8)).map(\.count))
            pieces.append(framing.lines(appending: [UInt8](repeating: 0x62, count: length)).map(\.count))
            pieces.append(framing.rest().map(\.count))
            return pieces
        }
        // The seventeenth megabyte takes the line past the longest: one piece, then nothing more of that line.
        #expect(pieces[0..<16].allSatisfy { $0.isEmpty })
        #expect(pieces[16] == [17 << 20])
        #expect(pieces[17] == [4], "the rest of the long line dropped, the next line whole")
        #expect(pieces[18] == [length], "a long line that has not ended yet")
        #expect(pieces[19] == [], "its end: nothing more of it")
    }
}
