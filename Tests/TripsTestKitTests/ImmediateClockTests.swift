import AutomationKit
import Domain
import Testing
import TripsTestKit

// MARK: - ImmediateClock

/// The instant `seconds` after a clock's zero.
func at(_ seconds: Int) -> OffsetInstant {
    OffsetInstant(offset: .seconds(seconds))
}

// A broken wait hangs instead of failing; the limit turns that into a failure.
@Suite(.timeLimit(.minutes(1))) struct ImmediateClockTests {
    @Test func sleepingMovesTimeToTheDeadlineAtOnce() async throws {
        let clock = ImmediateClock()

        try await clock.sleep(for: .seconds(5))
        try await clock.sleep(until: at(2))

        #expect(clock.now == at(5))
    }

    @Test func sleepingInACancelledTaskThrows() async {
        let clock = ImmediateClock()
        let gate = Gate()
        let sleeper = Task {
            await gate.wait()  // returns when cancelled
            try await clock.sleep(for: .seconds(1))
        }
        await gate.waitForWaiters(1)

        sleeper.cancel()

        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(clock.now == .zero)
    }
}
