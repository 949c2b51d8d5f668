import Domain
import Foundation
import Locking
import Networking
import Testing
import TripsTestKit

@Suite("Weather on disk")
struct WeatherDiskTests {
    @Test func answersForTenMinutesAndNotAfter() throws {
        let now = Lock(Date(timeIntervalSince1970: 1_000_000))
        let disk = WeatherDisk(directory: try Fixtures.temporaryDirectory(), now: { now.withLock { $0 } })
        disk.save(Fixtures.seattle, for: Fixtures.seattlePlace)
        #expect(disk.recent(at: Fixtures.seattlePlace) == Fixtures.seattle)
        now.withLock { $0 += 9 * 60 + 59 }
        #expect(disk.recent(at: Fixtures.seattlePlace) == Fixtures.seattle)
        now.withLock { $0 += 1 }
        #expect(disk.recent(at: Fixtures.seattlePlace) == nil)
    }

    /// The clock set back since the save: a file stamped in the future is refused, and the log says stale, the
    /// decision taken.
    @Test func aFileStampedInTheFutureIsRefusedAndLoggedStale() throws {
        let probe = LogProbe()
        let now = Lock(Date(timeIntervalSince1970: 1_000_000))
        let disk = WeatherDisk(
            directory: try Fixtures.temporaryDirectory(), now: { now.withLock { $0 } }, log: probe.log)
        disk.save(Fixtures.seattle, for: Fixtures.seattlePlace)
        now.withLock { $0 -= 5 }
        #expect(disk.recent(at: Fixtures.seattlePlace) == nil)
        #expect(probe.lines == ["disk: Seattle, saved", "disk: Seattle, age -5 s, stale"])
    }

    @Test("The saved time is written as the .iso8601 strategy writes it, and a file it wrote is read")
    func theSavedTimeIsAnISO8601DateTime() throws {
        let saved = Date(timeIntervalSince1970: 1_772_366_400)
        let disk = WeatherDisk(directory: try Fixtures.temporaryDirectory(), now: { saved })
        disk.save(Fixtures.seattle, for: Fixtures.seattlePlace)
        let text = String(decoding: try Data(contentsOf: disk.file(for: Fixtures.seattlePlace)), as: UTF8.self)
        #expect(text.contains(#""savedAt":"2026-03-01T12:00:00Z""#))

        let other = Fixtures.place("Bergen", latitude: 60.39, longitude: 5.32)
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        try encoder.encode(Written(savedAt: saved, place: other, weather: Fixtures.seattle))
            .write(to: disk.file(for: other))
        #expect(disk.recent(at: other) == Fixtures.seattle)
    }

    /// A weather file as the `.iso8601` strategies wrote and read it.
    private struct Written: Encodable {
        var savedAt: Date
        var place: Place
        var weather: Weather
    }

    @Test func aDamagedFileIsIgnoredAndReplaced() throws {
        let disk = WeatherDisk(directory: try Fixtures.temporaryDirectory())
        try Data("{\"savedAt\": 12".utf8).write(to: disk.file(for: Fixtures.seattlePlace))
        #expect(disk.recent(at: Fixtures.seattlePlace) == nil)
        disk.save(Fixtures.seattle, for: Fixtures.seattlePlace)
        #expect(disk.recent(at: Fixtures.seattlePlace) == Fixtures.seattle)
    }

    @Test func citiesWhoseNamesSlugAlikeKeepTheirOwnFiles() throws {
        let disk = WeatherDisk(directory: try Fixtures.temporaryDirectory())
        let tokyo = Weather(place: "東京, Japan", temperature: 50, code: 1)
        let beijing = Weather(place: "北京, China", temperature: 30, code: 3)
        let (tokyoPlace, beijingPlace) = (Fixtures.place("東京"), Fixtures.place("北京"))
        disk.save(tokyo, for: tokyoPlace)
        disk.save(beijing, for: beijingPlace)
        #expect(disk.recent(at: tokyoPlace) == tokyo)
        #expect(disk.recent(at: beijingPlace) == beijing)
        #expect(disk.file(for: Fixtures.place("Seattle")) == disk.file(for: Fixtures.place("seattle")))
    }

    @Test func twoPlacesOfOneNameKeepTheirOwnFiles() throws {
        let disk = WeatherDisk(directory: try Fixtures.temporaryDirectory())
        let (florida, california) = (Fixtures.hollywoods[0], Fixtures.hollywoods[1])
        let sunny = Weather(place: florida.displayName, temperature: 82, code: 0)
        disk.save(sunny, for: florida)
        #expect(disk.recent(at: california) == nil, "California has no weather saved")
        #expect(disk.file(for: florida) != disk.file(for: california))
        #expect(disk.recent(at: florida) == sunny)
    }

    @Test func aFileSavedForAnotherPlaceDoesNotAnswer() throws {
        let disk = WeatherDisk(directory: try Fixtures.temporaryDirectory())
        let (florida, california) = (Fixtures.hollywoods[0], Fixtures.hollywoods[1])
        disk.save(Fixtures.seattle, for: florida)
        try FileManager.default.copyItem(at: disk.file(for: florida), to: disk.file(for: california))
        #expect(disk.recent(at: california) == nil, "a file holding Florida's weather answered for California")
    }

    @Test func aCityNameStaysInsideTheDirectory() throws {
        let directory = try Fixtures.temporaryDirectory()
        let file = WeatherDisk(directory: directory).file(for: Fixtures.place("../../etc/passwd"))
        #expect(file.deletingLastPathComponent().path == directory.path)
    }

    @Test func theDirectoryIsMade0700AndEachFile0600() throws {
        let directory = try Fixtures.temporaryDirectory().appendingPathComponent("weather")
        let disk = WeatherDisk(directory: directory)
        disk.save(Fixtures.seattle, for: Fixtures.seattlePlace)
        disk.save(Fixtures.seattle, for: Fixtures.seattlePlace)  // a file replaced is made anew: 0600 again
        #expect(try Self.mode(directory) == 0o700)
        #expect(try Self.mode(disk.file(for: Fixtures.seattlePlace)) == 0o600)
    }

    @Test func aDirectoryReadableByOthersIsTightenedWithItsFilesByTheNextSaveAndSaidOnce() throws {
        let directory = try Fixtures.temporaryDirectory().appendingPathComponent("weather")
        let other = Fixtures.place("Bergen", latitude: 60.39, longitude: 5.32)
        WeatherDisk(directory: directory).save(Fixtures.seattle, for: other)
        // As a Trips from before the weather was private left them.
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path)
        let kept = WeatherDisk(directory: directory).file(for: other)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: kept.path)
        let outside = try Fixtures.temporaryDirectory().appendingPathComponent("not-the-weathers.json")
        try Data("{}".utf8).write(to: outside)
        try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: outside.path)
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("link.json").path, withDestinationPath: outside.path)
        let said = Lock<[String]>([])
        let disk = WeatherDisk(
            directory: directory, onTightened: { tightened in said.withLock { $0.append("\(tightened)") } })
        disk.save(Fixtures.seattle, for: Fixtures.seattlePlace)
        disk.save(Fixtures.seattle, for: Fixtures.seattlePlace)
        #expect(try Self.mode(directory) == 0o700)
        #expect(try Self.mode(kept) == 0o600, "a file the save did not write")
        #expect(try Self.mode(outside) == 0o644, "a link's target is left as it is")
        #expect(
            said.withLock { $0 } == [
                "tightened \(directory.path) from 0755 to 0700 (only its owner may read it now)",
                "tightened \(kept.path) from 0644 to 0600 (only its owner may read it now)",
            ])
    }

    /// The permission bits of what is at `url`.
    private static func mode(_ url: URL) throws -> Int {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return try #require((attributes[.posixPermissions] as? NSNumber)?.intValue)
    }
}
