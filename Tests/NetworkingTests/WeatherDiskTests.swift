import Domain
import Foundation
import Networking
import Synchronization
import Testing

@Suite("Weather on disk")
struct WeatherDiskTests {
    @Test func answersForTenMinutesAndNotAfter() throws {
        let now = Mutex(Date(timeIntervalSince1970: 1_000_000))
        let disk = WeatherDisk(directory: try Fixtures.temporaryDirectory(), now: { now.withLock { $0 } })
        disk.save(Fixtures.seattle, for: "Seattle")
        #expect(disk.recent(in: "Seattle") == Fixtures.seattle)
        now.withLock { $0 += 9 * 60 + 59 }
        #expect(disk.recent(in: "Seattle") == Fixtures.seattle)
        now.withLock { $0 += 1 }
        #expect(disk.recent(in: "Seattle") == nil)
    }

    @Test func aDamagedFileIsIgnoredAndReplaced() throws {
        let disk = WeatherDisk(directory: try Fixtures.temporaryDirectory())
        try Data("{\"savedAt\": 12".utf8).write(to: disk.file(for: "Seattle"))
        #expect(disk.recent(in: "Seattle") == nil)
        disk.save(Fixtures.seattle, for: "Seattle")
        #expect(disk.recent(in: "Seattle") == Fixtures.seattle)
    }

    @Test func citiesWhoseNamesSlugAlikeKeepTheirOwnFiles() throws {
        let disk = WeatherDisk(directory: try Fixtures.temporaryDirectory())
        let tokyo = Weather(place: "東京, Japan", temperature: 50, code: 1)
        let beijing = Weather(place: "北京, China", temperature: 30, code: 3)
        disk.save(tokyo, for: "東京")
        disk.save(beijing, for: "北京")
        #expect(disk.recent(in: "東京") == tokyo)
        #expect(disk.recent(in: "北京") == beijing)
        #expect(disk.file(for: "Seattle") == disk.file(for: "seattle"))
    }

    @Test func aCityNameStaysInsideTheDirectory() throws {
        let directory = try Fixtures.temporaryDirectory()
        let file = WeatherDisk(directory: directory).file(for: "../../etc/passwd")
        #expect(file.deletingLastPathComponent().path == directory.path)
    }
}
