import Foundation

/// A screen named with its short hash, as the server's answers name it: `screen trips · #ecac1453` or `another
/// screen: trips → newTrip · #3b5edcff`.
struct ScreenHeader: Sendable, Equatable {
    /// The screen's name (`newTrip`).
    let name: String
    /// The eight hex digits after `#`.
    let hash: String
    /// The number of the line it is on, from 1.
    let line: Int

    /// Each screen named with a hash in `text`, on line `line`.
    static func all(in text: String, line: Int) -> [ScreenHeader] {
        text.matches(of: #/(?:another screen: \S+ → |screen )([A-Za-z][A-Za-z0-9]*) · #([0-9a-f]{8})\b/#).map {
            ScreenHeader(name: String($0.output.1), hash: String($0.output.2), line: line)
        }
    }

    /// How many hashes `text` holds, named or not (`· #` and eight hex digits): each should be a ``ScreenHeader``.
    static func hashCount(in text: String) -> Int {
        text.matches(of: #/· #[0-9a-f]{8}\b/#).count
    }
}
