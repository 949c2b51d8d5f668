import Domain
import Foundation
import Storage
import Testing

/// The trips file keeps each trip's place (version 2), and a file of version 1, from before places, loads with
/// nothing lost and is written back as version 2 with the places found since.
@Suite("The trips file's versions")
struct TripsFileTests {
    /// A version 1 file exactly as the Trips before places wrote it.
    private static let versionOne = #"""
        {
          "trips" : [
            {
              "created" : 794059200,
              "destination" : "Hollywood",
              "end" : "2026-05-03",
              "id" : "6F1C2E1A-0001-4000-8000-000000000001",
              "notes" : "Walk of Fame",
              "start" : "2026-05-01"
            },
            {
              "destination" : "Bergen",
              "end" : "2026-06-08",
              "id" : "6F1C2E1A-0002-4000-8000-000000000002",
              "start" : "2026-06-01"
            }
          ],
          "version" : 1
        }
        """#

    @Test func aVersionOneFileLoadsWithNothingLost() throws {
        let store = TripStore(directory: try Fixtures.temporaryDirectory())
        try Data(Self.versionOne.utf8).write(to: store.file)
        let loaded = try store.load()
        #expect(loaded.recovery == nil)
        let hollywood = try #require(loaded.trips.first)
        #expect(hollywood.id.uuidString == "6F1C2E1A-0001-4000-8000-000000000001")
        #expect(hollywood.destination == "Hollywood")
        #expect(hollywood.start == Day("2026-05-01") && hollywood.end == Day("2026-05-03"))
        #expect(hollywood.notes == "Walk of Fame")
        #expect(hollywood.created == Date(timeIntervalSinceReferenceDate: 794_059_200))
        #expect(hollywood.place == nil, "version 1 knew no places: found when first asked")
        #expect(loaded.trips.map(\.destination) == ["Hollywood", "Bergen"])
    }

    @Test func aVersionOneFileIsWrittenBackAsTheCurrentVersionWithThePlacesFound() throws {
        let store = TripStore(directory: try Fixtures.temporaryDirectory())
        try Data(Self.versionOne.utf8).write(to: store.file)
        var trips = try store.load().trips
        trips[0].place = Fixtures.hollywoodCalifornia
        try store.save(trips)
        let written = try #require(
            try JSONSerialization.jsonObject(with: Data(contentsOf: store.file)) as? [String: Any])
        #expect(written["version"] as? Int == TripStore.version)
        #expect(TripStore.version == 2)
        #expect(try store.load().trips == trips, "the place and everything else read back as written")
    }

    @Test func aPlaceIsWrittenWithEveryFieldOpenMeteoGave() throws {
        let store = TripStore(directory: try Fixtures.temporaryDirectory())
        let day = try #require(Day("2026-05-01"))
        try store.save([Trip(destination: "Hollywood", place: Fixtures.hollywoodCalifornia, start: day, end: day)])
        let text = try String(contentsOf: store.file, encoding: .utf8)
        for field in [
            #""name" : "Hollywood""#, #""region" : "California""#, #""subregion" : "Los Angeles County""#,
            #""country" : "United States""#, #""latitude" : 34.09834"#, #""longitude" : -118.32674"#,
            #""id" : 5357527"#,
        ] {
            #expect(text.contains(field), "no \(field) in \(text)")
        }
    }

    @Test func aVersionOneFileHoldingAPlaceKeyStillLoads() throws {
        let store = TripStore(directory: try Fixtures.temporaryDirectory())
        let odd = Self.versionOne.replacingOccurrences(
            of: #""notes" : "Walk of Fame","#, with: #""notes" : "Walk of Fame", "place" : "somewhere","#)
        try Data(odd.utf8).write(to: store.file)
        let loaded = try store.load()
        #expect(loaded.recovery == nil)
        #expect(loaded.trips.count == 2 && loaded.trips[0].place == nil)
    }

    @Test func theSeedTripsAreAnOlderFileThatLoads() throws {
        let seed = try JSONSerialization.jsonObject(
            with: Data(contentsOf: Fixtures.stubs.appendingPathComponent("trips.json")))
        #expect((seed as? [String: Any])?["version"] as? Int == 1, "-uiTesting starts every flow from a version 1 file")
    }
}
