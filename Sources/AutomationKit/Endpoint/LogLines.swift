import AutomationProtocol
import Locking

/// The app's log lines not yet handed on: any thread may add one; the automation endpoint takes them all
/// with each message it sends, in the order they were said.
///
/// At most the latest ``kept`` wait at once (`LatestItems`): a driver that stops reading never makes the app hold its
/// whole history; the lines given up are counted, and said as the first line taken after them.
public final class LogLines: Sendable {
    /// How many lines wait at most between two messages.
    public static let kept = 1000

    /// One line, and where it was said.
    private struct Said: Sendable {
        let text: String
        let file: StaticString
        let line: UInt
    }

    private let waiting = Lock(LatestItems<Said>(keeping: kept))

    /// An empty collection.
    public init() {}

    /// Adds a line after the others; `file` and `line`, which the compiler fills in, say where the app said it (a
    /// log of the app's own that hands its lines on passes its caller's).
    public func add(_ text: String, file: StaticString = #filePath, line: UInt = #line) {
        waiting.withLock { $0.append(Said(text: text, file: file, line: line)) }
    }

    /// The lines added since the last call, oldest first, and none again; `placed`, each ends with the place that
    /// said it after two spaces and a dash, `reset: 3 s left  — path:line`, the path from the package's root.
    public func take(placed: Bool = false) -> [String] {
        let (leftOut, said) = waiting.withLock { waiting in
            defer { waiting = LatestItems(keeping: Self.kept) }
            return (waiting.leftOut, Array(waiting.latest))
        }
        let lines = said.map { said in
            guard placed else { return said.text }
            return "\(said.text)\(Self.placeSeparator)\(SourcePlace(filePath: said.file, line: said.line))"
        }
        return leftOut > 0 ? ["(\(leftOut) earlier lines not kept)"] + lines : lines
    }

    /// What comes between a line and the place that said it.
    public static let placeSeparator = "  — "
}
