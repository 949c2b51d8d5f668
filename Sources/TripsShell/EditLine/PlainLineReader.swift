import AutomationKit

/// Lines of standard input read one by one, with no prompt, no editing and no history: for piped sessions.
@MainActor
final class PlainLineReader: LineReader {
    private var lines: AsyncStream<String>.Iterator

    /// A reader of standard input.
    init() {
        lines = StandardInput.lines(name: "trips-shell stdin").makeAsyncIterator()
    }

    func setUp() async {}

    func readLine(prompt: String) async -> String? {
        var iterator = lines
        defer { lines = iterator }
        return await iterator.next(isolation: #isolation)
    }

    func remember(_ line: String) {}

    func close() async {}
}
