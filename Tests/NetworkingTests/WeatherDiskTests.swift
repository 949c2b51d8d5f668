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

    @Test func forgetRemovesTheFile() throws {
        let disk = WeatherDisk(directory: try Fixtures.temporaryDirectory())
        disk.save(Fixtures.seattle, for: "Seattle")
        disk.forget("Seattle")
        #expect(disk.recent(in: "Seattle") == nil)
        #expect(!FileManager.default.fileExists(atPath: disk.file(for: "Seattle").path))
    }

    @Test func aCityNameStaysInsideTheDirectory() throws {
        let directory = try Fixtures.temporaryDirectory()
        let file = WeatherDisk(directory: directory).file(for: "../../etc/passwd")
        #expect(file.deletingLastPathComponent().path == directory.path)
    }
}
