import AutomationProtocol
import Locking

/// The app's log lines not yet handed on: any thread may add one; the automation endpoint takes them all
/// with each message it sends, in the order they were said.
///
/// At most the latest ``kept`` wait at once (``LatestItems``): a driver that stops reading never makes the app hold its
/// whole history; the lines given up are counted, and said as the first line taken after them.
public final class LogLines: Sendable {
    /// How many lines wait at most between two messages.
    public static let kept = 1000

    private let waiting = Lock(LatestItems<String>(keeping: kept))

    /// An empty collection.
    public init() {}

    /// Adds a line after the others.
    public func add(_ line: String) {
        waiting.withLock { $0.append(line) }
    }

    /// The lines added since the last call, oldest first, and none again.
    public func take() -> [String] {
        let (leftOut, lines) = waiting.withLock { waiting in
            defer { waiting = LatestItems(keeping: Self.kept) }
            return (waiting.leftOut, Array(waiting.latest))
        }
        return leftOut > 0 ? ["(\(leftOut) earlier lines not kept)"] + lines : lines
    }
}
