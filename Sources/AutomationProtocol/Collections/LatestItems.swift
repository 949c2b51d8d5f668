/// The latest items of a list that may grow without end, and how many earlier ones were let go: the one home of "keep
/// the latest, say how many came before", for a flow's steps and transcript (the runner) and a shell session's
/// commands before a recording (the recorder), so that a session of a hundred thousand commands costs no more memory
/// than one of a thousand.
///
/// The list is trimmed in one go when it reaches twice the limit, so each append costs O(1) on average; between
/// trims it holds up to twice the limit, which ``latest`` does not show.
public struct LatestItems<Element> {
    /// How many of the latest items are kept at least.
    public let limit: Int
    /// The items held, oldest first: the latest ``limit`` and, between trims, some before them.
    public private(set) var items: [Element] = []
    /// How many items were let go by trims.
    public private(set) var letGo = 0

    /// An empty list that keeps at least the latest `limit` items.
    public init(keeping limit: Int) {
        self.limit = max(1, limit)
    }

    /// Adds `item`; unless `trimming` is off (the recorder, while the items are indexed), lets the oldest go once
    /// twice the limit is reached.
    public mutating func append(_ item: Element, trimming: Bool = true) {
        items.append(item)
        if trimming, items.count >= 2 * limit {
            let excess = items.count - limit
            items.removeFirst(excess)
            letGo += excess
        }
    }

    /// The latest ``limit`` items, oldest first.
    public var latest: ArraySlice<Element> { items.suffix(limit) }

    /// How many items came before ``latest``: let go, or held but beyond the limit.
    public var leftOut: Int { letGo + items.count - latest.count }
}

extension LatestItems: Sendable where Element: Sendable {}
