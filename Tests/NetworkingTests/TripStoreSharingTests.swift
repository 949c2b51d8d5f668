import Domain
import Foundation
import Networking
import Testing
import TripsTestKit

/// One trips file shared by several processes: the merge by id and the lock around each save.
@Suite("Trips shared between processes", .timeLimit(.minutes(1)))
struct TripStoreSharingTests {
    private let oslo: Trip
    private let lima: Trip
    private let rome: Trip

    init() throws {
        let day = try #require(Day("2026-05-01"))
        oslo = Trip(destination: "Oslo", start: day, end: day)
        lima = Trip(destination: "Lima", start: day, end: day)
        rome = Trip(destination: "Rome", start: day, end: day)
    }

    @Test func tripsAddedHereAndElsewhereAreBothKept() {
        let merged = TripStore.merge(mine: [oslo, lima], base: [oslo], disk: [oslo, rome])
        #expect(Set(merged) == [oslo, lima, rome])
    }

    @Test func aTripDeletedHereOrElsewhereStaysDeleted() {
        #expect(TripStore.merge(mine: [oslo], base: [oslo, lima], disk: [oslo, lima]) == [oslo])
        #expect(TripStore.merge(mine: [oslo, lima], base: [oslo, lima], disk: [oslo]) == [oslo])
    }

    @Test func aChangeElsewhereIsTakenAndAChangeHereWins() {
        var renamed = oslo
        renamed.notes = "fjords"
        #expect(TripStore.merge(mine: [oslo], base: [oslo], disk: [renamed]) == [renamed])
        #expect(TripStore.merge(mine: [renamed], base: [oslo], disk: [oslo]) == [renamed])
        #expect(TripStore.merge(mine: [renamed], base: [oslo], disk: []) == [renamed], "changed here: not lost")
    }

    @Test func aHeldLockMakesTheSaveWaitOnTheClock() async throws {
        let store = TripStore(directory: try Fixtures.temporaryDirectory())
        try FileManager.default.createDirectory(at: store.lockDirectory, withIntermediateDirectories: false)
        #expect(try store.ifUnlocked { true } == nil)
        let clock = TestClock()
        let saved = Task { try await store.whenUnlocked(clock: clock, retry: .seconds(1)) { try store.save([oslo]) } }
        await clock.waitForSleepers(1)
        try FileManager.default.removeItem(at: store.lockDirectory)
        clock.advance(by: .seconds(1))
        try await saved.value
        #expect(try store.load().trips == [oslo])
        #expect(!FileManager.default.fileExists(atPath: store.lockDirectory.path), "the lock is let go")
    }

    @Test func aLockHeldTooLongIsReportedBusy() async throws {
        let store = TripStore(directory: try Fixtures.temporaryDirectory())
        try FileManager.default.createDirectory(at: store.lockDirectory, withIntermediateDirectories: false)
        await #expect(throws: TripStore.SaveError.busy(lock: store.lockDirectory.path)) {
            try await store.whenUnlocked(clock: ImmediateClock(), attempts: 3) { try store.save([oslo]) }
        }
    }

    @Test func aLockLeftByADeadProcessIsBroken() throws {
        let store = TripStore(directory: try Fixtures.temporaryDirectory())
        try FileManager.default.createDirectory(at: store.lockDirectory, withIntermediateDirectories: false)
        let old = Date(timeIntervalSinceNow: -TripStore.staleLockAge - 1)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: store.lockDirectory.path)
        #expect(try store.ifUnlocked { true } == nil, "the first try finds it and removes it")
        #expect(try store.ifUnlocked { true } == true)
    }
}
