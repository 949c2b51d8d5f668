import Domain
import Foundation
import Synchronization

/// The trips file as this process last read or wrote it: its bytes and the trips they hold. A save reads the file
/// again under the lock to merge with what other processes wrote; when the bytes are still these, they can only hold
/// these trips (a file written and read back gives the same trips), so decoding them again is skipped. Decoding was
/// most of a save's cost, and in one process alone the file is always as it was left.
final class KnownContents: Sendable {
    private let last = Mutex<(bytes: Data, trips: [Trip])?>(nil)

    /// The trips `bytes` hold, if they are the bytes last noted.
    func trips(ifHolding bytes: Data) -> [Trip]? {
        last.withLock { last in
            guard let last, last.bytes == bytes else { return nil }
            return last.trips
        }
    }

    /// Notes that the file now holds `bytes`, which are `trips`.
    func note(_ bytes: Data, holding trips: [Trip]) {
        last.withLock { $0 = (bytes, trips) }
    }
}
