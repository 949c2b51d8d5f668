import Domain
import Foundation
import Locking

/// The trips files this process last read and last wrote: their bytes and the trips they hold, so that bytes seen
/// before are not decoded again (a file written and read back gives the same trips; the trips-file fuzzer checks
/// it). Keyed by the bytes alone, it gives what decoding them would give, whichever file they came from.
///
/// Decoding is most of what reading a trips file costs, and the same bytes come back again and again: a save reads
/// the file under the lock to merge with what other processes wrote, and in one process alone finds what this one
/// last wrote; every fresh `-uiTesting` app reads the sample trips its fork server has already read (the server's
/// apps inherit what it noted).
final class KnownContents: Sendable {
    private struct Known {
        var read: (bytes: Data, trips: [Trip])?
        var written: (bytes: Data, trips: [Trip])?
    }

    private let known = Lock(Known())

    /// The trips `bytes` hold, if they are the bytes last read or last written.
    func trips(ifHolding bytes: Data) -> [Trip]? {
        known.withLock { known in
            if let read = known.read, read.bytes == bytes { return read.trips }
            if let written = known.written, written.bytes == bytes { return written.trips }
            return nil
        }
    }

    /// Notes that `bytes` were read and hold `trips`.
    func noteRead(_ bytes: Data, holding trips: [Trip]) {
        known.withLock { $0.read = (bytes, trips) }
    }

    /// Notes that `bytes` were written for `trips`.
    func noteWritten(_ bytes: Data, holding trips: [Trip]) {
        known.withLock { $0.written = (bytes, trips) }
    }
}
