import ConcurrencyHelpers
import Foundation

/// Standard input as an asynchronous sequence of lines, read on a thread of its own so that waiting for input never
/// blocks the main actor: weather that arrives while nobody types still updates the app.
public enum StdinLines {
    /// Every line of standard input, without its newline (`\n` or `\r\n`); the stream finishes at end of input.
    /// Invalid UTF-8 is repaired with U+FFFD rather than dropped.
    public static func stream() -> AsyncStream<String> {
        AsyncStream(bufferingPolicy: .unbounded) { continuation in
            DescriptorLines.start(
                FileHandle.standardInput, name: "trips-shell stdin",
                onLine: { bytes in
                    var line = String(decoding: bytes, as: UTF8.self)
                    if line.hasSuffix("\r") { line.removeLast() }
                    continuation.yield(line)
                },
                onEnd: { continuation.finish() })
        }
    }
}
