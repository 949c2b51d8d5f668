import AutomationKit
import Domain
import Foundation
import Networking
import Presentation
import Storage
import Testing
import TripsTestKit

/// Saving loses no trip: not when the data directory is missing, read-only or impossible, and not when another app
/// saves to the same directory.
@MainActor
@Suite("Saving trips", .exhaustive, .timeLimit(.minutes(1)))
struct SavingTests {
    @Test func twoAppsOnOneDirectoryLoseNoTrip() async throws {
        let directory = try Self.temporaryDirectory()
        let first = try TestApp.make(directory: directory)
        let second = try TestApp.make(directory: directory)  // both have read the three seed trips
        try add("Oslo", to: first)
        try add("Lima", to: second)
        #expect(try destinations(in: directory) == ["Seattle", "Oslo", "Lima", "Bergen", "Kyoto"])
        #expect(Set(second.trips.map(\.destination)) == ["Seattle", "Oslo", "Lima", "Bergen", "Kyoto"])

        try first.tap("trip.bergen")
        try first.tap("trip.delete")
        try first.tap("alert.confirm")
        try add("Rome", to: second)  // still shows Bergen, unchanged: the other app's delete stands
        #expect(try destinations(in: directory) == ["Seattle", "Oslo", "Lima", "Rome", "Kyoto"])
    }

    @Test func aSaveWaitsWhileAnotherAppHoldsTheLock() async throws {
        let directory = try Self.temporaryDirectory()
        let app = try TestApp.make(directory: directory)
        let holder = try await FileLockHolder(locking: TripStore(directory: directory).lockFile)  // another process
        try add("Oslo", to: app)
        #expect(!app.runner.isIdle, "the save waits for the lock")
        try await waitForSleepers(1, in: app)  // its patience runs on the app's clock, like every sleep in the app
        #expect(try destinations(in: directory) == ["Seattle", "Bergen", "Kyoto"])
        await holder.release()
        try await settle(app)  // no time passes: the save goes through the moment the lock is free
        #expect(try destinations(in: directory) == ["Seattle", "Oslo", "Bergen", "Kyoto"])
        #expect(app.notice == nil)
    }

    @Test func aFileFromANewerTripsIsNeverWrittenOver() throws {
        let directory = try Self.temporaryDirectory()
        let version = TripStore.version + 1
        let newer = Data("{\"version\": \(version), \"trips\": [], \"folders\": []}".utf8)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try newer.write(to: directory.appendingPathComponent("trips.json"))
        let app = AppModel(environment: Self.environment(directory))
        #expect(app.notice?.contains("written by a newer Trips (version \(version))") == true)
        try add("Oslo", to: app)
        #expect(app.trips.map(\.destination) == ["Oslo"])  // kept in memory
        #expect(app.notice?.contains("Could not save the trips") == true)
        #expect(try Data(contentsOf: directory.appendingPathComponent("trips.json")) == newer)
    }

    @Test func aFileDamagedWhileTheAppRunsLosesNoTripOnTheNextSave() throws {
        let directory = try Self.temporaryDirectory()
        let app = try TestApp.make(directory: directory)
        try Data("{\"version\": 1, \"trips\": [".utf8).write(to: TripStore(directory: directory).file)
        try add("Oslo", to: app)
        #expect(try destinations(in: directory) == ["Seattle", "Oslo", "Bergen", "Kyoto"])
        let aside = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0.hasPrefix("trips.damaged-")
        }
        #expect(aside.count == 1)
        #expect(app.notice?.contains("your trips were saved again") == true)
    }

    @Test func aMissingDataDirectoryIsMadeBySaving() throws {
        let directory = try Self.temporaryDirectory().appendingPathComponent("not/yet/there")
        let app = AppModel(environment: Self.environment(directory))
        #expect(app.trips.isEmpty && app.notice == nil)
        try add("Oslo", to: app)
        #expect(try destinations(in: directory) == ["Oslo"])
    }

    /// A data directory under a regular file can never be made, even by root: the failure is said, and the trips stay
    /// in memory, to be saved once the directory can be written.
    @Test func aDirectoryThatCannotBeMadeKeepsTheTripsInMemory() throws {
        let parent = try Self.temporaryDirectory()
        try Data("not a directory".utf8).write(to: parent.appendingPathComponent("file"))
        let directory = parent.appendingPathComponent("file/data")
        let app = AppModel(environment: Self.environment(directory))
        try add("Oslo", to: app)
        #expect(
            app.notice == "Could not save the trips (\(directory.path) cannot be written: Not a directory); "
                + "they are kept until Trips quits.")
        try add("Lima", to: app)
        #expect(Set(app.trips.map(\.destination)) == ["Oslo", "Lima"])
        try FileManager.default.removeItem(at: parent.appendingPathComponent("file"))
        try add("Rome", to: app)
        #expect(app.notice == nil)
        #expect(try destinations(in: directory) == ["Oslo", "Lima", "Rome"])
    }

    @Test(.disabled(if: Self.rootIgnoresPermissions, "root: chmod does not stop it (SaveFaultTests runs as nobody)"))
    func aReadOnlyDataDirectoryKeepsTheTripsInMemory() throws {
        let directory = try Self.temporaryDirectory()
        let app = try TestApp.make(directory: directory)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
        defer { try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.path) }
        try add("Oslo", to: app)
        #expect(app.notice?.hasPrefix("Could not save the trips (\(directory.path) cannot be written: ") == true)
        #expect(Set(app.trips.map(\.destination)) == ["Seattle", "Oslo", "Bergen", "Kyoto"])
        #expect(try destinations(in: directory) == ["Seattle", "Bergen", "Kyoto"])
    }

    // MARK: - Helpers

    /// Whether this user writes into a directory whose mode says it may not (root does).
    nonisolated static let rootIgnoresPermissions: Bool = {
        guard let directory = try? temporaryDirectory() else { return true }
        try? FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: directory.path)
        return FileManager.default.createFile(atPath: directory.appendingPathComponent("probe").path, contents: nil)
    }()

    private func add(_ destination: String, to app: AppModel) throws {
        try app.tap("trips.add")
        try app.type("2026-05-01", into: "newTrip.start")
        try app.type("2026-05-03", into: "newTrip.end")
        try app.type(destination, into: "newTrip.destination")
        try app.tap("newTrip.save")
    }

    /// The destinations on disk, as a set: trips added on one day have no order among themselves.
    private func destinations(in directory: URL) throws -> Set<String> {
        Set(try TripStore(directory: directory).load().trips.map(\.destination))
    }

    private static func environment(_ directory: URL) -> AppEnvironment {
        AppEnvironment(
            weather: .cached(by: WeatherCache(fetch: { _ in TestApp.seattle })), search: { _ in [] },
            clock: ManualClock(),
            trips: TripStore(directory: directory))
    }

    nonisolated private static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trips-saving-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
