import Foundation

/// Reads a file descriptor on a dedicated thread and hands over each line as it arrives: the runner reads the app's
/// standard error with it (its standard output goes through the ``ReadingExecutor``), the shell and the MCP server
/// their standard input.
///
/// A blocking `read(2)` on its own thread keeps the reader independent of the cooperative thread pool: a test that
/// blocks the pool cannot stop the runner from seeing what the app writes.
public enum DescriptorLines {
    /// The longest line accepted; anything longer is handed over in pieces of this size.
    public static let maximumLineLength = 16 << 20

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
        var pending = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let descriptor = handle.fileDescriptor
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { break }
            pending.append(contentsOf: chunk[0..<count])
            while let newline = pending.firstIndex(of: 0x0A) {
                onLine(Data(pending[pending.startIndex..<newline]))
                pending = Data(pending[(newline + 1)...])
            }
            if pending.count > maximumLineLength {
                onLine(pending)
                pending = Data()
            }
        }
        if !pending.isEmpty { onLine(pending) }
    }
}
