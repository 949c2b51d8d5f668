/// A screen as a snapshot file holds it: the rendered lines, where `‹…›` in a line stands for any text (a volatile
/// part such as a time), so `staticText  feed.updated  "Updated ‹time›"` matches whatever time is shown.
///
/// One matcher for both places that compare a screen with a snapshot: a flow's `app.expectScreen(matching:)` and the
/// shell's `expect screen`.
public struct TextSnapshot: Sendable, Equatable {
    /// The snapshot's lines, masks and all, without their newlines.
    public var lines: [String]

    /// A snapshot of `text`, one line per line.
    public init(_ text: String) {
        lines = LineDiff.lines(of: text)
    }

    // MARK: - Matching

    /// Whether the rendered `screen` matches line for line.
    public func matches(_ screen: String) -> Bool {
        let shown = TextSnapshot(screen).lines
        return shown.count == lines.count && zip(lines, shown).allSatisfy(Self.line(_:matches:))
    }

    /// Whether one shown line matches one snapshot line, masks included.
    public static func line(_ pattern: String, matches shown: String) -> Bool {
        guard pattern.contains("‹") else { return pattern == shown }
        let parts = masked(pattern)
        guard let first = parts.first, let last = parts.last, shown.hasPrefix(first) else { return false }
        var rest = shown.dropFirst(first.count)
        for middle in parts.dropFirst().dropLast() {
            guard let range = rest.range(of: middle) else { return false }
            rest = rest[range.upperBound...]
        }
        return parts.count > 1 ? rest.hasSuffix(last) && rest.count >= last.count : rest.isEmpty
    }

    /// The fixed parts of a line around its masks: `a ‹x› b` is `["a ", " b"]`.
    private static func masked(_ pattern: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var inMask = false
        for character in pattern {
            if character == "‹", !inMask {
                parts.append(current)
                current = ""
                inMask = true
            } else if character == "›", inMask {
                inMask = false
            } else if !inMask {
                current.append(character)
            }
        }
        parts.append(current)
        return parts
    }

    // MARK: - Diff and record

    /// The lines that differ, in order: `  ` both, `- ` the snapshot's only, `+ ` the screen's only, each line ending
    /// in a newline: the ``LineDiff`` of the two, masked lines counting as equal when they match.
    public func diff(against screen: String) -> String {
        let diff = LineDiff(expected: lines, actual: TextSnapshot(screen).lines, matches: Self.line(_:matches:))
        return diff.lines.isEmpty ? "" : diff.description + "\n"
    }

    /// What recording `screen` over this snapshot writes: the screen, keeping each masked line of the snapshot that
    /// still matches the line it stands for, so that re-recording keeps the masks.
    public func recording(_ screen: String) -> String {
        let shown = TextSnapshot(screen).lines
        let kept = shown.enumerated().map { index, line in
            index < lines.count && lines[index].contains("‹") && Self.line(lines[index], matches: line)
                ? lines[index] : line
        }
        return kept.map { $0 + "\n" }.joined()
    }
}
