import Foundation

/// Whether a saved answer about the weather may still be given: the one rule for the cache's memory and the disk, and
/// the word each says in the app's log, so that the line says the decision the code took and nothing computed beside
/// it.
enum Freshness: String, Sendable, CustomStringConvertible {
    /// Saved less than ``WeatherDisk/freshness`` ago: given as the answer.
    case fresh
    /// Too old, or stamped in the future (the clock was set back since): asked again.
    case stale

    /// The freshness of an answer saved `age` seconds ago; a negative age is an answer from the future, which the
    /// clock cannot vouch for.
    init(age: TimeInterval) {
        self = (0..<WeatherDisk.freshness).contains(age) ? .fresh : .stale
    }

    /// The word the log says: `fresh` or `stale`.
    var description: String { rawValue }
}
