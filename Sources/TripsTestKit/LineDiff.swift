// MARK: - LineDiff

/// The lines of two texts, marked as in both, only in the expected text or only in the actual one.
///
/// A longest-common-subsequence diff, enough for snapshots of a few hundred lines. Its
/// ``description`` prefixes each line with `- ` (expected only), `+ ` (actual only) or two spaces.
public struct LineDiff: Equatable, Sendable, CustomStringConvertible {
    /// One line of the diff.
    public enum Line: Equatable, Sendable {
        /// A line of both texts.
        case same(String)
        /// A line only of the expected text.
        case removed(String)
        /// A line only of the actual text.
        case added(String)
    }

    /// The lines, in the order of both texts; within a change, removals come before additions.
    public let lines: [Line]

    /// Compares `expected` with `actual`, line by line.
    public init(expected: String, actual: String) {
        lines = Self.diff(Self.lines(of: expected), Self.lines(of: actual))
    }

    // MARK: - Reading

    /// Whether the texts differ.
    public var hasDifferences: Bool {
        lines.contains { if case .same = $0 { false } else { true } }
    }

    /// The diff as text, one prefixed line per line.
    public var description: String {
        lines.map { line in
            switch line {
            case let .same(text): "  \(text)"
            case let .removed(text): "- \(text)"
            case let .added(text): "+ \(text)"
            }
        }.joined(separator: "\n")
    }

    // MARK: - Diffing

    /// The lines of `text`, none if it is empty; a final newline does not start another line.
    private static func lines(of text: String) -> [String] {
        let body = text.hasSuffix("\n") ? text.dropLast() : Substring(text)
        guard !body.isEmpty else { return [] }
        return body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The diff of `old` into `new`, walking a table of common-subsequence lengths.
    private static func diff(_ old: [String], _ new: [String]) -> [Line] {
        // common[i][j]: length of the longest common subsequence of old[i...] and new[j...].
        var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in old.indices.reversed() {
            for j in new.indices.reversed() {
                common[i][j] = old[i] == new[j] ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var result: [Line] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, old[i] == new[j] {
                result.append(.same(old[i]))
                (i, j) = (i + 1, j + 1)
            } else if j == new.count || (i < old.count && common[i + 1][j] >= common[i][j + 1]) {
                result.append(.removed(old[i]))
                i += 1
            } else {
                result.append(.added(new[j]))
                j += 1
            }
        }
        return result
    }
}
