import AutomationProtocol

/// The lines the app logged (its decisions at debug level, carried by each update and answer), as one session
/// received them: numbered from the launch, the latest ``kept`` of them kept (``LatestItems``), so that a long session
/// costs bounded memory and a reader asks for the lines after the last number it saw.
struct AppLogHistory: Sendable {
    /// How many of the latest lines are kept.
    static let kept = 2000

    private var lines = LatestItems<String>(keeping: kept)

    /// How many lines came in all: the number of the next one.
    var count: Int { lines.letGo + lines.items.count }

    /// Adds the lines one message carried, in order.
    mutating func append(_ new: [String]) {
        for line in new { lines.append(line) }
    }

    /// The lines that came after the first `mark`, and how many of those are no longer kept.
    func since(_ mark: Int) -> (notKept: Int, lines: [String]) {
        let first = lines.letGo  // the number of the oldest line held
        let start = min(max(mark, first), count)  // a mark past the end (none is made) reads nothing
        return (start - max(mark, 0), Array(lines.items[(start - first)...]))
    }
}
