// MARK: - LineDiff

/// The lines of two texts, marked as in both, only in the expected text or only in the actual one.
///
/// The one line diff of the project: a unit test's snapshot, a flow's screen snapshot and the shell's `expect screen`
/// all report a mismatch with it. A longest-common-subsequence diff, enough for texts of a few hundred lines; when
/// two ways of pairing the lines are as long, a change shows its removals before its additions, as `diff -u` does.
/// Its ``description`` prefixes each line with `- ` (expected only), `+ ` (actual only) or two spaces.
public struct LineDiff: Equatable, Sendable, CustomStringConvertible {
    /// One line of the diff.
    public enum Line: Equatable, Sendable {
        /// A line of both texts, as the actual text has it.
        case same(String)
        /// A line only of the expected text.
        case removed(String)
        /// A line only of the actual text.
        case added(String)

        /// Whether the line is one of a change (removed or added).
        var isChange: Bool { if case .same = self { false } else { true } }
    }

    /// The lines, in the order of both texts; within a change, removals come before additions.
    public let lines: [Line]

    /// Compares `expected` with `actual`, line by line.
    public init(expected: String, actual: String) {
        self.init(expected: Self.lines(of: expected), actual: Self.lines(of: actual))
    }

    /// Compares the lines `expected` with the lines `actual`, where `matches(expected, actual)` says whether two lines
    /// count as the same (plain equality unless a pattern stands for the expected line).
    public init(
        expected: [String], actual: [String], matches: (String, String) -> Bool = { $0 == $1 }
    ) {
        lines = Self.diff(expected, actual, matches)
    }

    // MARK: - Reading

    /// Whether the texts differ.
    public var hasDifferences: Bool {
        lines.contains(where: \.isChange)
    }

    /// Where the texts first differ, `nil` when they do not: the first change's line in the expected text (from 1), its
    /// first removed line and its first added line; where a change only adds or only removes, the other side has the
    /// line that follows the change there (`nil`: no more lines).
    public var firstDifference: FirstDifference? {
        guard let start = lines.firstIndex(where: \.isChange) else { return nil }
        let change = lines[start...].prefix(while: \.isChange)
        let following: String? =
            if case .same(let text) = lines.dropFirst(start + change.count).first { text } else { nil }
        var removed: String?
        var added: String?
        for line in change {
            switch line {
            case .removed(let text): removed = removed ?? text
            case .added(let text): added = added ?? text
            case .same: break
            }
        }
        return FirstDifference(line: start + 1, expected: removed ?? following, actual: added ?? following)
    }

    /// Where two texts first differ, as ``firstDifference`` finds it.
    public struct FirstDifference: Equatable, Sendable {
        /// The line of the expected text, from 1.
        public var line: Int
        /// What the expected text has there; `nil` when it has no more lines.
        public var expected: String?
        /// What the actual text has there; `nil` when it has no more lines.
        public var actual: String?

        /// Names a difference at `line`.
        public init(line: Int, expected: String?, actual: String?) {
            self.line = line
            self.expected = expected
            self.actual = actual
        }
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

    /// The lines of `text`, none if it is empty; a final newline does not start another line.
    public static func lines(of text: String) -> [String] {
        let body = text.hasSuffix("\n") ? text.dropLast() : Substring(text)
        guard !body.isEmpty else { return [] }
        return body.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    // MARK: - Diffing

    /// The diff of `old` into `new`, walking a table of common-subsequence lengths.
    private static func diff(
        _ old: [String], _ new: [String], _ matches: (String, String) -> Bool
    ) -> [Line] {
        // common[i][j]: length of the longest common subsequence of old[i...] and new[j...].
        var common = Array(repeating: Array(repeating: 0, count: new.count + 1), count: old.count + 1)
        for i in old.indices.reversed() {
            for j in new.indices.reversed() {
                common[i][j] =
                    matches(old[i], new[j]) ? common[i + 1][j + 1] + 1 : max(common[i + 1][j], common[i][j + 1])
            }
        }
        var result: [Line] = []
        var (i, j) = (0, 0)
        while i < old.count || j < new.count {
            if i < old.count, j < new.count, matches(old[i], new[j]) {
                result.append(.same(new[j]))
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
