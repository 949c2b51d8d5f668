import AutomationKit
import Testing
import TripsTestKit

// MARK: - ObservedClock

// A broken wait hangs instead of failing; the limit turns that into a failure.
@Suite(.timeLimit(.minutes(1))) struct ObservedClockTests {
    @Test func countsTheSleepsInFlight() async throws {
        let base = ManualClock()
        let changes = CallbackProbe<Int>()
        let counter = SleeperCounter(onChange: changes.closure)
        let clock = ObservedClock(base, counter: counter)
        let sleeper = Task { try await clock.sleep(until: at(1)) }
        await base.sleepersReach(1)
        #expect(counter.count == 1)

        base.advance(by: .seconds(1))
        try await sleeper.value

        #expect(counter.count == 0)
        #expect(changes.calls == [1, 0])
        #expect(clock.now == at(1))
    }

    @Test func aCancelledSleepIsNoLongerCounted() async {
        let base = ManualClock()
        let counter = SleeperCounter()
        let clock = ObservedClock(base, counter: counter)
        let sleeper = Task { try await clock.sleep(until: at(1)) }
        await base.sleepersReach(1)

        sleeper.cancel()

        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(counter.count == 0)
    }
}
