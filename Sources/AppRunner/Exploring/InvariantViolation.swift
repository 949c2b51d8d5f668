/// An invariant that broke: which, what happened, and what makes two breaks the same break (the shrinker keeps a
/// shorter walk only while it breaks the same invariant the same way).
public struct InvariantViolation: Error, Sendable, Hashable, CustomStringConvertible {
    /// The invariant's name: a ``BuiltInInvariant``'s raw value or a ``ScreenInvariant``'s name.
    public var invariant: String
    /// What happened, in a sentence.
    public var message: String
    /// What must be the same for another break to count as this one: the invariant and, for instance, the control or
    /// the way the app ended.
    public var signature: String
    /// The app's last line on stderr when it ended, if it said one: for a person reading the report, never part of
    /// the map, since whether it arrived before the app's end is a race.
    public var lastWords: String?

    /// A break of `invariant`, said by `message`, the same as another when `detail` is.
    public init(_ invariant: String, _ message: String, detail: String) {
        self.invariant = invariant
        self.message = message
        signature = "\(invariant): \(detail)"
    }

    /// A break of a built-in invariant.
    init(_ invariant: BuiltInInvariant, _ message: String, detail: String) {
        self.init(invariant.rawValue, message, detail: detail)
    }

    /// "Invariant controlsAct broke: …", and the app's last words when it ended.
    public var description: String {
        "Invariant \(invariant) broke: \(message)" + (lastWords.map { " Its last words: \($0)" } ?? "")
    }
}
