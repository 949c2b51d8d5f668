import Domain
import Foundation
import Storage
import Testing
import TripsTestKit

/// One trips file shared by several processes: the merge by id (the lock is in `TripStoreLockTests`).
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
}
