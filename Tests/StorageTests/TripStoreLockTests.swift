import AutomationKit
import ConcurrencyHelpers
import Domain
import Foundation
import Storage
import Testing
import TripsTestKit

/// The trips lock is the kernel's (`flock` on `trips.json.lock`), held by real other processes here: a save waits
/// while another holds it, goes through the moment the holder lets go or is killed, and two processes saving in a
/// tight loop lose no trip.
@Suite("The trips lock", .timeLimit(.minutes(2)))
struct TripStoreLockTests {
    private let oslo: Trip

    init() throws {
        let day = try #require(Day("2026-05-01"))
        oslo = Trip(destination: "Oslo", start: day, end: day)
    }

    @Test func aHolderKilledWithSIGKILLLeavesTheLockFreeAtOnce() async throws {
        let store = TripStore(directory: try Fixtures.temporaryDirectory())
        let holder = try await FileLockHolder(locking: store.lockFile)
        #expect(try store.ifUnlocked { true } == nil, "held by the other process")
        let clock = ManualClock()  // never advanced: the waiting save needs no time to pass
        let waiting = Task { try await store.whenUnlocked(clock: clock) { try store.save([oslo]) } }
        try await clock.waitForSleepers(1)
        await holder.kill()
        try await waiting.value
        #expect(try store.load().trips == [oslo])
        #expect(try store.ifUnlocked { true } == true, "and free again after the save")
    }

    @Test func aSaveWaitsForTheHolderAndGoesThroughWhenItLetsGo() async throws {
        let store = TripStore(directory: try Fixtures.temporaryDirectory())
        let holder = try await FileLockHolder(locking: store.lockFile)
        let clock = ManualClock()
        let waiting = Task { try await store.whenUnlocked(clock: clock) { try store.save([oslo]) } }
        try await clock.waitForSleepers(1)
        #expect(try store.load().trips.isEmpty, "nothing is written while the other holds the lock")
        await holder.release()
        try await waiting.value
        #expect(try store.load().trips == [oslo])
    }

    @Test func aLockHeldPastPatienceIsReportedBusy() async throws {
        let store = TripStore(directory: try Fixtures.temporaryDirectory())
        let holder = try await FileLockHolder(locking: store.lockFile)
        await #expect(throws: TripStore.SaveError.busy(lock: store.lockFile.path)) {
            try await store.whenUnlocked(clock: ImmediateClock()) { try store.save([oslo]) }
        }
        await holder.release()
        #expect(try store.load().trips.isEmpty)
    }

    @Test func aCancelledWaitEndsAtOnceAndLeavesTheLockToOthers() async throws {
        let store = TripStore(directory: try Fixtures.temporaryDirectory())
        let holder = try await FileLockHolder(locking: store.lockFile)
        let clock = ManualClock()
        let waiting = Task { try await store.whenUnlocked(clock: clock) { try store.save([oslo]) } }
        try await clock.waitForSleepers(1)
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
        await holder.release()
        // The abandoned wait's thread gets the lock and lets go of it; a second holder can then take it.
        let next = try await FileLockHolder(locking: store.lockFile)
        await next.release()
        #expect(try store.load().trips.isEmpty, "the cancelled save wrote nothing")
    }

    /// `TRIPS_LOCK_SAVES` saves in all (1,000 under `make soak`), half by each of two `trips-save-loop` processes.
    @Test func twoProcessesSavingInATightLoopLoseNoTrip() async throws {
        let directory = try Fixtures.temporaryDirectory()
        let total = ProcessInfo.processInfo.environment["TRIPS_LOCK_SAVES"].flatMap(Int.init) ?? 200
        let nowhere = open("/dev/null", O_RDWR | O_CLOEXEC)
        defer { close(nowhere) }
        let loops = try ["A", "B"].map { name in
            try ChildProcess(
                executable: Self.helperPath, arguments: [directory.path, name, String(total / 2)],
                environment: ProcessInfo.processInfo.environment,
                standardInput: nowhere, standardOutput: nowhere, standardError: 2)
        }
        for loop in loops {
            let ending = await loop.end()
            #expect(ending == .exited(status: 0))
        }
        let names = Set(try TripStore(directory: directory).load().trips.map(\.destination))
        let expected = Set(["A", "B"].flatMap { name in (0..<total / 2).map { "\(name) \($0)" } })
        let missing = expected.subtracting(names)
        #expect(missing.isEmpty, "\(missing.count) trips missing, among them \(missing.sorted().prefix(5))")
        #expect(names.count == total)
    }

    // MARK: - Helpers

    /// The built `trips-save-loop`, beside the `trips-shell` the tests use.
    static var helperPath: String {
        let shell =
            ProcessInfo.processInfo.environment["TRIPS_SHELL_PATH"].flatMap {
                $0.isEmpty ? nil : URL(fileURLWithPath: $0)
            }
            ?? Fixtures.stubs.deletingLastPathComponent().appendingPathComponent(".build/debug/trips-shell")
        return shell.deletingLastPathComponent().appendingPathComponent("trips-save-loop").path
    }
}
