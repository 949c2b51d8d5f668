import Domain
import Storage

/// Where the trips are kept, as a small interface: the live value is the trips file (``TripStore``, shared with other
/// processes under a lock); ``InMemoryTrips`` keeps them in memory, so a model test or the identifier catalog cannot
/// reach the disk by accident.
///
/// A save is a read-merge-write under the storage's lock: ``ifUnlocked(_:)`` when the lock is free (almost always),
/// else ``whenUnlocked(isolation:clock:patience:_:)``, and inside either ``mergedWithFile(mine:base:)`` then
/// ``save(_:)``.
public protocol TripStorage: Sendable {
    /// The trips kept, and the recovery if what held them was damaged (it was kept aside).
    func load() throws -> TripStore.Loaded

    /// Writes `trips` as all the trips kept, atomically.
    func save(_ trips: [Trip]) throws

    /// What a save writes, read under the lock: `mine` merged with what is kept now against `base` (see
    /// ``TripStore/merge(mine:base:disk:)``), and the recovery if what held them was damaged since.
    func mergedWithFile(mine: [Trip], base: [Trip]) throws -> (trips: [Trip], recovery: TripStore.Recovery?)

    /// Runs `body` holding the lock, unless another process holds it: then returns `nil` at once.
    func ifUnlocked<Value>(_ body: () throws -> Value) throws -> Value?

    /// Runs `body` holding the lock, waiting for it while another process holds it; after `patience` on `clock`
    /// throws ``TripStore/SaveError/busy(lock:)``. `body` runs on `isolation`.
    func whenUnlocked<Value>(
        isolation: isolated (any Actor)?, clock: any Clock<Duration>, patience: Duration, _ body: () throws -> Value
    ) async throws -> Value
}

/// The live storage: the trips file in the data directory.
extension TripStore: TripStorage {}
