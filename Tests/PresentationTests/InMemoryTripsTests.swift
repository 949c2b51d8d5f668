import Domain
import Foundation
import Presentation
import Storage
import Testing

/// The in-memory storage model tests keep their trips in: it saves and merges as the trips file does, and a test app
/// uses it unless the test names a directory.
@MainActor
@Suite("Trips kept in memory", .exhaustive)
struct InMemoryTripsTests {
    @Test func aTestAppWithoutADirectoryKeepsItsTripsInMemory() throws {
        let app = try TestApp.make()
        #expect(app.environment.trips is InMemoryTrips)
        try app.tap("trips.add")
        try app.type("2026-05-01", into: "newTrip.start")
        try app.type("2026-05-03", into: "newTrip.end")
        try app.type("Oslo", into: "newTrip.destination")
        try app.tap("newTrip.save")
        #expect(try app.environment.trips.load().trips.map(\.destination) == ["Seattle", "Oslo", "Bergen", "Kyoto"])
    }

    @Test func aTestAppGivenADirectoryKeepsItsTripsInTheFileThere() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trips-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let app = try TestApp.make(directory: directory)
        #expect(app.environment.trips is TripStore)
        #expect(try TripStore(directory: directory).load().trips.map(\.destination) == ["Seattle", "Bergen", "Kyoto"])
    }

    @Test func aMergeKeepsWhatWasSavedMeanwhileAndDropsWhatWasDeletedHere() throws {
        let (seattle, bergen, kyoto) = try (
            TestApp.trip("Seattle", "2026-04-10", "2026-04-17"), TestApp.trip("Bergen", "2026-06-01", "2026-06-08"),
            TestApp.trip("Kyoto", "2026-10-05", "2026-10-14")
        )
        let storage = InMemoryTrips([seattle, bergen])
        try storage.save([seattle, bergen, kyoto])  // saved meanwhile
        let merged = try storage.mergedWithFile(mine: [seattle], base: [seattle, bergen])  // Bergen deleted here
        #expect(merged.trips == [seattle, kyoto])
        #expect(merged.recovery == nil)
        #expect(try storage.ifUnlocked { 1 } == 1, "nothing else can hold its lock")
    }
}
