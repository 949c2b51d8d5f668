import AutomationProtocol
import Foundation
import Presentation
import Storage
import Testing
import TripsShell
import TripsTestKit

/// A save waiting for another process's lock keeps the app busy even under the driver's clock, where a sleep alone
/// would read as "waiting only on the clock": a driver's wait does not give up while the save waits.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct LockWaitActivityTests {
    @Test func aSaveWaitingForTheLockIsBusyUnderTheDriversClock() async throws {
        let options = try LaunchOptions.parse([
            "-uiTesting", "--automation", "--protocol-version", "3", "--driver-clock",
        ])
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trips-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let app = AppModel(environment: try AppEnvironment.make(from: options, dataDirectory: directory))
        let holder = try await FileLockHolder(locking: TripStore(directory: directory).lockFile)
        try app.tap("trips.add")
        try app.type("2026-05-01", into: "newTrip.start")
        try app.type("2026-05-03", into: "newTrip.end")
        try app.type("O", into: "newTrip.destination")  // one letter: no search, no debounce on the clock
        try app.tap("newTrip.save")
        let clock = try #require(app.environment.manualClock)
        try await clock.waitForSleepers(1)  // the save's patience, on the driver's clock
        #expect(app.activity.state == .busy, "\(app.activity)")
        #expect(app.activity.canChangeOnItsOwn)
        await holder.release()
        await app.settle()
        #expect(app.activity.state == .idle)
        #expect(try app.environment.trips.load().trips.contains { $0.destination == "O" })
    }
}
