import Foundation

/// Bytes read in chunks, framed into lines: the one line framing of the project, for the readers of descriptors on a
/// thread of their own (``DescriptorLines``: the shell's and the MCP server's standard input) and the runner's
/// reading executor (``ReadingExecutor``: every app's standard output and error).
public struct LineFraming: Sendable {
    /// The longest line handed over whole. Of a longer one only its first piece, just past this length, is handed
    /// over, and the rest of it up to its newline is dropped: a writer that never ends a line cannot grow a reader
    /// without bound, and every line read, however long, is one line handed over, so that a reader answering each
    /// line (a too-long one with its refusal) answers it once and stays in step with the requests after it.
    public static let maximumLineLength = 16 << 20

    /// The bytes after the last newline.
    private var pending: [UInt8] = []
    /// Whether the line being read was handed over already, too long: its bytes are dropped up to its newline.
    private var droppingTheRestOfALine = false

    /// Nothing read yet.
    public init() {}

    /// The whole lines `bytes` completes (without their newlines), and the first piece of a line that grows past the
    /// longest length, handed over once.
    public mutating func lines(appending bytes: some Collection<UInt8>) -> [Data] {
        var lines: [Data] = []
        var searchFrom = pending.count
        pending.append(contentsOf: bytes)
        var lineStart = 0
        while let newline = pending[searchFrom...].firstIndex(of: 0x0A) {
            if droppingTheRestOfALine {
                droppingTheRestOfALine = false
            } else {
                lines.append(Data(pending[lineStart..<newline]))
            }
            lineStart = newline + 1
            searchFrom = lineStart
        }
        pending.removeFirst(lineStart)
        if droppingTheRestOfALine {
            pending = []
        } else if pending.count > Self.maximumLineLength {
            lines.append(Data(pending))
            pending = []
            droppingTheRestOfALine = true
        }
        return lines
    }

    /// What is left at the end of the stream, a last line without its newline, if anything.
    public mutating func rest() -> [Data] {
        defer { (pending, droppingTheRestOfALine) = ([], false) }
        return pending.isEmpty || droppingTheRestOfALine ? [] : [Data(pending)]
    }
}
