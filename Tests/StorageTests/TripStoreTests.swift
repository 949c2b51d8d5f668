import Domain
import Foundation
import PrivateFiles
import Storage
import Testing

@Suite("Trips on disk")
struct TripStoreTests {
    private let noon = Date(timeIntervalSince1970: 1_772_366_400)  // 2026-03-01T12:00:00Z

    @Test func roundTrips() throws {
        let store = TripStore(directory: try Fixtures.temporaryDirectory())
        let start = try #require(Day("2026-04-10"))
        let trips = [Trip(destination: "Seattle", start: start, end: start, notes: "Pike Place")]
        try store.save(trips)
        #expect(try store.load() == TripStore.Loaded(trips: trips))
    }

    @Test("A file changed since this store wrote it is read again, damaged or not")
    func aFileChangedSinceTheSaveIsReadAgain() throws {
        let directory = try Fixtures.temporaryDirectory()
        let store = TripStore(directory: directory, now: { noon })
        let start = try #require(Day("2026-04-10"))
        try store.save([Trip(destination: "Seattle", start: start, end: start)])
        let elsewhere = [Trip(destination: "Bergen", start: start, end: start)]
        try TripStore(directory: directory).save(elsewhere)
        #expect(try store.load() == TripStore.Loaded(trips: elsewhere))
        try Data("{".utf8).write(to: store.file)
        #expect(try store.load().recovery != nil)
    }

    @Test func aTripsFileThatIsALinkStaysALinkAndWhatItNamesHoldsTheTrips() throws {
        let directory = try Fixtures.temporaryDirectory()
        let elsewhere = try Fixtures.temporaryDirectory().appendingPathComponent("synced-trips.json")
        let store = TripStore(directory: directory)
        let start = try #require(Day("2026-04-10"))
        try store.save([Trip(destination: "Seattle", start: start, end: start)])
        try FileManager.default.moveItem(at: store.file, to: elsewhere)
        try FileManager.default.createSymbolicLink(atPath: store.file.path, withDestinationPath: elsewhere.path)
        let trips = [Trip(destination: "Bergen", start: start, end: start)]
        try store.save(trips)
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: store.file.path) == elsewhere.path)
        #expect(try TripsFile.decode(Data(contentsOf: elsewhere)) == trips)
    }

    @Test func aRelativeLinkIsFollowedAndOneIntoAMissingFolderFailsTheSaveAndStays() throws {
        let directory = try Fixtures.temporaryDirectory()
        let store = TripStore(directory: directory)
        let start = try #require(Day("2026-04-10"))
        let trips = [Trip(destination: "Bergen", start: start, end: start)]
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent("synced"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: store.file.path, withDestinationPath: "synced/trips.json")
        try store.save(trips)
        #expect(try TripsFile.decode(Data(contentsOf: directory.appendingPathComponent("synced/trips.json"))) == trips)
        try FileManager.default.removeItem(at: store.file)
        try FileManager.default.createSymbolicLink(atPath: store.file.path, withDestinationPath: "unmounted/trips.json")
        #expect(throws: OwnerOnlyError(path: directory.appendingPathComponent("unmounted").path, code: ENOENT)) {
            try store.save(trips)
        }
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: store.file.path) == "unmounted/trips.json")
    }

    @Test func noFileIsNoTrips() throws {
        #expect(try TripStore(directory: try Fixtures.temporaryDirectory()).load().trips.isEmpty)
    }

    @Test func theSeedTripsAreReadable() throws {
        let directory = try Fixtures.temporaryDirectory()
        try FileManager.default.copyItem(
            at: Fixtures.stubs.appendingPathComponent("trips.json"), to: directory.appendingPathComponent("trips.json"))
        let loaded = try TripStore(directory: directory).load()
        #expect(loaded.trips.map(\.destination) == ["Seattle", "Bergen", "Kyoto"])
        #expect(loaded.recovery == nil)
    }

    @Test(arguments: [
        ("", "it is empty"),
        ("{\"version\": 1, \"trips\": [{\"id\": ", "it is not valid JSON"),
        ("[1, 2, 3]", "it does not have the trips format"),
        ("{\"version\": 1}", "it has no \"trips\""),
    ])
    func aDamagedFileIsKeptAsideAndReported(contents: String, reason: String) throws {
        let directory = try Fixtures.temporaryDirectory()
        let store = TripStore(directory: directory, now: { noon })
        try Data(contents.utf8).write(to: store.file)
        let loaded = try store.load()
        let recovery = try #require(loaded.recovery)
        #expect(loaded.trips.isEmpty)
        #expect(recovery.reason == reason)
        #expect(recovery.movedTo.lastPathComponent == "trips.damaged-20260301T120000Z.json")
        #expect(try Data(contentsOf: recovery.movedTo) == Data(contents.utf8))
        #expect(!FileManager.default.fileExists(atPath: store.file.path))
    }

    @Test func aFileFromANewerTripsIsLeftAsItIs() throws {
        let store = TripStore(directory: try Fixtures.temporaryDirectory(), now: { noon })
        let newer = Data("{\"version\": 7, \"trips\": [], \"folders\": []}".utf8)
        try newer.write(to: store.file)
        #expect(throws: TripStore.NewerFile(version: 7)) { try store.load() }
        #expect(try Data(contentsOf: store.file) == newer)
    }

    @Test func twoDamagedFilesInOneSecondAreBothKept() throws {
        let store = TripStore(directory: try Fixtures.temporaryDirectory(), now: { noon })
        try Data("first".utf8).write(to: store.file)
        let first = try #require(try store.load().recovery)
        try Data("second".utf8).write(to: store.file)
        let second = try #require(try store.load().recovery)
        #expect(first.movedTo != second.movedTo)
        #expect(try String(contentsOf: first.movedTo, encoding: .utf8) == "first")
    }
}
