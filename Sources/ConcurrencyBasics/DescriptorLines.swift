import Foundation

/// Reads a file descriptor on a dedicated thread and hands over each line as it arrives, framed by ``LineFraming``:
/// the shell and the MCP server read their standard input with it (the runner reads every app's output and errors
/// through its ``ReadingExecutor``).
///
/// A blocking `read(2)` on its own thread keeps the reader independent of the cooperative thread pool: work that
/// blocks the pool cannot stop a line of input from being read.
public enum DescriptorLines {
    /// The longest line handed over whole; of a longer one, only its first piece (``LineFraming``).
    public static let maximumLineLength = LineFraming.maximumLineLength

    /// Starts a thread that reads `handle` to its end, calling `onLine` with each line (without its newline) and
    /// `onEnd` once at the end of the stream.
    public static func start(
        _ handle: FileHandle,
        name: String,
        onLine: @escaping @Sendable (Data) -> Void,
        onEnd: @escaping @Sendable () -> Void
    ) {
        let thread = Thread {
            readLines(from: handle, onLine: onLine)
            onEnd()
        }
        thread.name = name
        thread.start()
    }

    // MARK: - Private

    private static func readLines(from handle: FileHandle, onLine: @Sendable (Data) -> Void) {
        var framing = LineFraming()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let descriptor = handle.fileDescriptor
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            for line in framing.lines(appending: chunk[0..<count]) { onLine(line) }
        }
        for line in framing.rest() { onLine(line) }
    }
}
