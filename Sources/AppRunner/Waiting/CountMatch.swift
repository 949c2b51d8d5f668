/// How a number of elements is matched by ``ElementQuery/waitForCount(_:timeout:file:line:)-(CountMatch,_,_,_)``.
public indirect enum CountMatch: Sendable, Hashable, CustomStringConvertible {
    /// Exactly this many.
    case equals(Int)
    /// This many or more.
    case atLeast(Int)
    /// This many or fewer.
    case atMost(Int)
    /// The other match fails.
    case not(CountMatch)

    /// Whether `count` matches.
    public func test(_ count: Int) -> Bool {
        switch self {
        case .equals(let wanted): count == wanted
        case .atLeast(let least): count >= least
        case .atMost(let most): count <= most
        case .not(let inner): !inner.test(count)
        }
    }

    /// `3`, `at least 1`, `not 0`: as it reads after "number".
    public var description: String {
        switch self {
        case .equals(let wanted): "\(wanted)"
        case .atLeast(let least): "at least \(least)"
        case .atMost(let most): "at most \(most)"
        case .not(let inner): "not \(inner)"
        }
    }
}
