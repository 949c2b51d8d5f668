import Domain
import Locking
import Storage

/// Trips kept in memory: the storage of model tests and of the identifier catalog, which must never touch the disk.
///
/// Nothing else shares it, so its lock is always free and a merge finds only what this storage's own saves wrote.
public final class InMemoryTrips: TripStorage {
    // MARK: - State

    private let kept: Lock<[Trip]>

    /// Storage holding `trips`.
    public init(_ trips: [Trip] = []) {
        kept = Lock(trips)
    }

    // MARK: - TripStorage

    /// The trips kept; never damaged.
    public func load() throws -> TripStore.Loaded {
        TripStore.Loaded(trips: kept.withLock { $0 })
    }

    /// Keeps `trips` in place of what was kept.
    public func save(_ trips: [Trip]) throws {
        kept.withLock { $0 = trips }
    }

    /// `mine` merged with what is kept against `base`, as the trips file merges.
    public func mergedWithFile(mine: [Trip], base: [Trip]) throws -> (trips: [Trip], recovery: TripStore.Recovery?) {
        (TripStore.merge(mine: mine, base: base, disk: kept.withLock { $0 }), nil)
    }

    /// Runs `body`: no other process can hold this lock.
    public func ifUnlocked<Value>(_ body: () throws -> Value) throws -> Value? {
        try body()
    }

    /// Runs `body` at once: no other process can hold this lock.
    public func whenUnlocked<Value>(
        isolation: isolated (any Actor)?, clock: any Clock<Duration>, patience: Duration, _ body: () throws -> Value
    ) async throws -> Value {
        try body()
    }
}
