import Foundation

/// Standard input as an asynchronous sequence of lines, read on a thread of its own so that waiting for input never
/// blocks the main actor: weather that arrives while nobody types still updates the app.
public enum StdinLines {
    /// Every line of standard input, without its newline; the stream finishes at end of input. Invalid UTF-8 is
    /// repaired with U+FFFD rather than dropped.
    public static func stream() -> AsyncStream<String> {
        AsyncStream(bufferingPolicy: .unbounded) { continuation in
            let reader = Thread {
                while let line = readLine(strippingNewline: true) {
                    continuation.yield(line)
                }
                continuation.finish()
            }
            reader.name = "trips-shell stdin"
            reader.start()
        }
    }
}
