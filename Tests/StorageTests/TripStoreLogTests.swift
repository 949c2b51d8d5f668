import Domain
import Foundation
import Storage
import Testing
import TripsTestKit

/// A save says in the app's log what it did: the lock it took (or waited for, or could not have), what it wrote, and
/// why a save failed.
@Suite("The trips file's decisions in the app's log", .timeLimit(.minutes(1)))
struct TripStoreLogTests {
    private let oslo: Trip

    init() throws {
        let day = try #require(Day("2026-05-01"))
        oslo = Trip(destination: "Oslo", start: day, end: day)
    }

    @Test func aSaveSaysTheLockItTookAndWhatItWrote() throws {
        let probe = LogProbe()
        let store = TripStore(directory: try Fixtures.temporaryDirectory(), log: probe.log)
        _ = try store.ifUnlocked { try store.save([oslo]) }
        #expect(probe.lines == ["lock: trips.json.lock taken", "save: 1 trips written to trips.json"])
    }

    @Test func aFailedSaveSaysWhy() throws {
        let probe = LogProbe()
        let store = TripStore(directory: try Fixtures.temporaryDirectory(), write: TripStore.diskFull, log: probe.log)
        let error = try #require(#expect(throws: (any Error).self) { try store.save([oslo]) })
        #expect(probe.lines == ["save: failed: \(TripStore.reason(error))"])
        #expect(TripStore.reason(error).contains("space"), "the system's reason, in words")
    }

    @Test func aLockHeldElsewhereIsSaidWaitedForAndGivenUpOn() async throws {
        let probe = LogProbe()
        let store = TripStore(directory: try Fixtures.temporaryDirectory(), log: probe.log)
        let holder = try await FileLockHolder(locking: store.lockFile)
        #expect(try store.ifUnlocked { true } == nil)
        await #expect(throws: TripStore.SaveError.self) {
            try await store.whenUnlocked(clock: ImmediateClock(), patience: .seconds(10)) { try store.save([oslo]) }
        }
        await holder.release()
        #expect(
            probe.lines == [
                "lock: trips.json.lock held by another Trips", "lock: trips.json.lock held by another Trips",
                "lock: waiting up to 10.0 seconds for trips.json.lock",
                "lock: trips.json.lock not taken: "
                    + TripStore.SaveError.busy(lock: store.lockFile.path).localizedDescription,
            ])
    }
}
