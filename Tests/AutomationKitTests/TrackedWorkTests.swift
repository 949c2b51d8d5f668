import AutomationKit
import TestSupport
import Testing
import TripsTestKit

/// A sleep on the app's clock is counted apart when no tracked work owns it: the activity then names work the app
/// cannot count, which would otherwise read settled while it is about to change.
@MainActor
@Suite("Sleeps outside the app's tasks")
struct TrackedWorkTests {
    @Test func aSleepInAPlainTaskIsUntrackedAndOneInTheRunnersTaskIsNot() async throws {
        let work = AppWork(driven: true)
        let clock = try #require(work.driverClock)
        let owner = Owner()
        work.tasks.run(for: owner) { try? await work.clock.sleep(for: .seconds(5)) }
        try await clock.waitForSleepers(1)
        #expect(work.activity.untrackedSleepers == 0)

        let plain = Task { try? await work.clock.sleep(for: .seconds(5)) }
        try await clock.waitForSleepers(2)
        #expect(work.activity.sleepers == 2)
        #expect(work.activity.untrackedSleepers == 1)
        #expect(work.activity.untrackedSaid?.hasPrefix("1 sleeper outside the app's tasks") == true)

        clock.advance(by: .seconds(5))
        await plain.value
        #expect(work.activity.untrackedSleepers == 0)
        #expect(work.activity.untrackedSaid == nil)
    }

    @Test func aSleepInACountedRequestAndInATaskItStartsIsTracked() async throws {
        let work = AppWork(driven: true)
        let clock = try #require(work.driverClock)
        let counting = Task {
            try await work.counters.counting("a question") {
                async let child: Void = work.clock.sleep(for: .seconds(1))
                let started = Task { try await work.clock.sleep(for: .seconds(1)) }
                try await child
                try await started.value
            }
        }
        try await clock.waitForSleepers(2)
        #expect(work.activity.untrackedSleepers == 0)
        clock.advance(by: .seconds(1))
        try await counting.value
    }

    @Test func aLiveClocksSleepOutsideTheTasksIsCountedApartToo() async throws {
        let counters = ActivityCounters()
        let clock = counters.makeClock(driven: false).clock
        let changed = AsyncStream<Void>.makeStream()
        let token = counters.addListener { changed.continuation.yield() }
        defer { counters.removeListener(token) }
        let plain = Task { try await clock.sleep(for: .seconds(3600)) }
        try await within(.eventually, "the sleep to start") {
            for await _ in changed.stream where counters.sleepers == 1 { break }
        }
        #expect(counters.untrackedSleepers == 1)
        plain.cancel()
        _ = await plain.result
        #expect(counters.untrackedSleepers == 0)
    }

    private final class Owner {}
}
