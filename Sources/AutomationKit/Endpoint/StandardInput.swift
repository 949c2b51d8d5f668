import ConcurrencyBasics
import Foundation

/// Standard input as an asynchronous sequence of lines, read on a thread of its own so that waiting for input never
/// blocks the main actor: work that ends while no request comes still updates the app.
public enum StandardInput {
    /// Every line of standard input, without its newline (`\n` or `\r\n`); the stream finishes at end of input.
    /// Invalid UTF-8 is repaired with U+FFFD rather than dropped. `name` names the reading thread.
    public static func lines(name: String = "automation stdin") -> AsyncStream<String> {
        AsyncStream(bufferingPolicy: .unbounded) { continuation in
            DescriptorLines.start(
                FileHandle.standardInput, name: name,
                onLine: { bytes in
                    var line = String(decoding: bytes, as: UTF8.self)
                    if line.hasSuffix("\r") { line.removeLast() }
                    continuation.yield(line)
                },
                onEnd: { continuation.finish() })
        }
    }
}
