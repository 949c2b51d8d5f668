import Domain
import Foundation
import Storage
import Testing

/// A save replaces the trips file whole, never writes into it: a reader that opened the file before the save still
/// reads the whole old file, the saved file is a new one (another inode), and no temporary file stays behind.
@Suite("Saving replaces the trips file whole")
struct TripStoreAtomicSaveTests {
    @Test func aReaderOfTheOldFileReadsItWholeAndTheNewFileIsAnotherOne() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trips-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = TripStore(directory: directory)
        try store.save(try Self.trips(["Seattle", "Bergen", "Kyoto", "Lisbon", "Oslo"]))
        let before = try Data(contentsOf: store.file)
        let inodeBefore = try Self.inode(of: store.file)
        let reader = try FileHandle(forReadingFrom: store.file)
        defer { try? reader.close() }

        try store.save(try Self.trips(["Reykjavík"]))

        #expect(try reader.readToEnd() == before, "the old file was written over in place")
        #expect(try Self.inode(of: store.file) != inodeBefore, "the save wrote into the same file")
        #expect(try store.load().trips.map(\.destination) == ["Reykjavík"])
        let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0 != store.file.lastPathComponent && !$0.hasSuffix(".lock") }
        #expect(left.isEmpty, "left behind: \(left)")
    }

    private static func trips(_ destinations: [String]) throws -> [Trip] {
        try destinations.map { destination in
            guard let start = Day("2026-04-10"), let end = Day("2026-04-17") else { throw CocoaError(.formatting) }
            return Trip(destination: destination, start: start, end: end)
        }
    }

    private static func inode(of file: URL) throws -> UInt64 {
        let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
        return (attributes[.systemFileNumber] as? NSNumber)?.uint64Value ?? 0
    }
}
