import Foundation

/// Bytes read in chunks, framed into lines: the one line framing of the project, for the readers of descriptors on a
/// thread of their own (``DescriptorLines``: the shell's and the MCP server's standard input) and the runner's
/// reading executor (``ReadingExecutor``: every app's standard output and error).
public struct LineFraming: Sendable {
    /// The longest line handed over whole; the bytes of a longer one are handed over in pieces of about this size, so
    /// that a writer that never ends a line cannot grow a reader without bound.
    public static let maximumLineLength = 16 << 20

    /// The bytes after the last newline.
    private var pending: [UInt8] = []

    /// Nothing read yet.
    public init() {}

    /// The whole lines `bytes` completes (without their newlines), and a piece of the longest length when what is
    /// left grows past it.
    public mutating func lines(appending bytes: some Collection<UInt8>) -> [Data] {
        var lines: [Data] = []
        var searchFrom = pending.count
        pending.append(contentsOf: bytes)
        var lineStart = 0
        while let newline = pending[searchFrom...].firstIndex(of: 0x0A) {
            lines.append(Data(pending[lineStart..<newline]))
            lineStart = newline + 1
            searchFrom = lineStart
        }
        pending.removeFirst(lineStart)
        if pending.count > Self.maximumLineLength {
            lines.append(Data(pending))
            pending = []
        }
        return lines
    }

    /// What is left at the end of the stream, a last line without its newline, if anything.
    public mutating func rest() -> [Data] {
        defer { pending = [] }
        return pending.isEmpty ? [] : [Data(pending)]
    }
}
