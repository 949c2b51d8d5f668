/// Identifiers near a mistyped one, for "did you mean".
enum NearestIdentifiers {
    /// Up to `limit` identifiers closest to `identifier` by edit distance, the closest first; only near ones.
    static func to(_ identifier: String, among candidates: [String], limit: Int = 3) -> [String] {
        let target = Array(identifier)
        let scored = Set(candidates).filter { !$0.isEmpty && $0 != identifier }.map { candidate in
            (candidate, distance(target, Array(candidate)))
        }
        let near = scored.filter { $0.1 <= max(2, target.count / 3) || $0.0.hasPrefix(identifier) }
        return near.sorted { ($0.1, $0.0) < ($1.1, $1.0) }.prefix(limit).map(\.0)
    }

    // MARK: - Private

    /// Levenshtein distance.
    private static func distance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var row = [i + 1]
            for (j, y) in b.enumerated() {
                row.append(min(previous[j + 1] + 1, row[j] + 1, previous[j] + (x == y ? 0 : 1)))
            }
            previous = row
        }
        return previous[b.count]
    }
}
