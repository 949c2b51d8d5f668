/// Finds the words nearest a mistyped one: for "did you mean" suggestions of identifiers, commands and options.
public enum NearestMatches {
    /// Up to `limit` candidates close to `word`, nearest first: those within an edit distance of a third of the
    /// word's length (at least 2), or that contain it or are contained in it.
    public static func find(_ word: String, among candidates: [String], limit: Int = 3) -> [String] {
        let lowercased = word.lowercased()
        let target = Array(lowercased)
        let threshold = max(2, target.count / 3)
        let bytes = Array(lowercased.utf8)
        let scored = Set(candidates).compactMap { candidate -> (String, Int)? in
            let lowered = candidate.lowercased()
            // The distance is at least the difference in length: no need to work it out (in time proportional to
            // the product of the lengths, which for a pasted megabyte is minutes) when that is already too far.
            if abs(lowered.count - target.count) <= threshold {
                let distance = editDistance(target, Array(lowered))
                if distance <= threshold { return (candidate, distance) }
            }
            let candidateBytes = Array(lowered.utf8)
            if !target.isEmpty, contains(candidateBytes, bytes) || contains(bytes, candidateBytes) {
                return (candidate, threshold + abs(lowered.count - target.count))
            }
            return nil
        }
        return scored.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(limit).map(\.0)
    }

    /// The hint that follows an error about a mistyped word: ` Did you mean a, b?`, or `""` when there are no
    /// suggestions. Every "did you mean" the app, the shell and the runner print is written here.
    public static func didYouMean(_ suggestions: [String]) -> String {
        suggestions.isEmpty ? "" : " Did you mean \(suggestions.joined(separator: ", "))?"
    }

    /// Whether `part` occurs in `whole`, byte for byte.
    ///
    /// By hand, on UTF-8: `String.contains` resolves to Foundation's, which bridges both strings to UTF-16 on every
    /// call, and the standard library's `firstRange(of:)` runs unspecialized; for a long line, checked against every
    /// candidate, either was most of what reading the line cost.
    private static func contains(_ whole: [UInt8], _ part: [UInt8]) -> Bool {
        guard let first = part.first else { return true }
        guard part.count <= whole.count else { return false }
        for start in 0...(whole.count - part.count) where whole[start] == first {
            if whole[start..<start + part.count].elementsEqual(part) { return true }
        }
        return false
    }

    /// Levenshtein distance: insertions, deletions and substitutions each cost one.
    public static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        // Two rows, reused: a row made per character of `lhs` was most of the cost of suggesting a command.
        var previous = Array(0...rhs.count)
        var current = Array(repeating: 0, count: rhs.count + 1)
        for (i, left) in lhs.enumerated() {
            current[0] = i + 1
            for (j, right) in rhs.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[rhs.count]
    }
}
