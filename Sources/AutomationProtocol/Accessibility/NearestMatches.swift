/// Finds the words nearest a mistyped one: for "did you mean" suggestions of identifiers, commands and options.
public enum NearestMatches {
    /// Up to `limit` candidates close to `word`, nearest first: those within an edit distance of a third of the
    /// word's length (at least 2), or that contain it or are contained in it.
    public static func find(_ word: String, among candidates: [String], limit: Int = 3) -> [String] {
        let lowercased = word.lowercased()
        let target = Array(lowercased)
        let threshold = max(2, target.count / 3)
        let scored = Set(candidates).compactMap { candidate -> (String, Int)? in
            let lowered = candidate.lowercased()
            // The distance is at least the difference in length: no need to work it out (in time proportional to
            // the product of the lengths, which for a pasted megabyte is minutes) when that is already too far.
            if abs(lowered.count - target.count) <= threshold {
                let distance = editDistance(target, Array(lowered))
                if distance <= threshold { return (candidate, distance) }
            }
            if !target.isEmpty, lowered.contains(lowercased) || lowercased.contains(lowered) {
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

    /// Levenshtein distance: insertions, deletions and substitutions each cost one.
    public static func editDistance(_ lhs: [Character], _ rhs: [Character]) -> Int {
        if lhs.isEmpty { return rhs.count }
        if rhs.isEmpty { return lhs.count }
        var previous = Array(0...rhs.count)
        for (i, left) in lhs.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: rhs.count)
            for (j, right) in rhs.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (left == right ? 0 : 1))
            }
            previous = current
        }
        return previous[rhs.count]
    }
}
