import AutomationKit
import ConcurrencyHelpers
import Domain
import Locking
import Testing
import TripsTestKit

/// Work against a deadline, on a clock the test moves: whichever ends first decides, the loser is stopped, and
/// nothing outlives the call.
@Suite("Deadlines", .timeLimit(.minutes(1)))
struct DeadlineTests {
    @Test func workThatEndsFirstGivesItsResult() async throws {
        let clock = ManualClock()
        let raceResult = try await Deadline.race(.seconds(5), on: clock) { 42 }
        #expect(raceResult == 42)
        #expect(clock.sleeperCount == 0, "the deadline's sleep ended with the race")
    }

    @Test func aDeadlineThatPassesFirstGivesNilAndCancelsTheWork() async throws {
        let clock = ManualClock()
        let gate = Gate()
        let cancelled = Lock(false)
        async let result = Deadline.race(.seconds(5), on: clock) { () async throws -> Int in
            await gate.wait()  // returns when the work is cancelled
            cancelled.withLock { $0 = Task.isCancelled }
            return 1
        }
        await gate.waitForWaiters(1)
        try await clock.waitForSleepers(1)
        clock.advance(by: .seconds(5))
        let raceResult = try await result
        #expect(raceResult == nil)
        #expect(cancelled.withLock { $0 }, "the work was cancelled")
    }

    @Test func runCallsBackOnlyWhenTheDeadlinePassesBeforeTheBodyReturns() async throws {
        let clock = ManualClock()
        let expired = Lock(0)
        let count: @Sendable () -> Void = { expired.withLock { $0 += 1 } }
        let quick = await Deadline.run(.seconds(5), on: clock, onExpiry: count, { "done" })
        #expect(quick == "done" && expired.withLock { $0 } == 0 && clock.sleeperCount == 0)

        let gate = Gate()
        let endTheWait: @Sendable () -> Void = {
            count()
            gate.open()
        }
        let waitAtTheGate: () async -> String = {
            await gate.wait()
            return "ended by its deadline"
        }
        async let slow = Deadline.run(.seconds(5), on: clock, onExpiry: endTheWait, waitAtTheGate)
        await gate.waitForWaiters(1)
        try await clock.waitForSleepers(1)
        clock.advance(by: .seconds(5))
        let slowResult = await slow
        #expect(slowResult == "ended by its deadline")
        #expect(expired.withLock { $0 } == 1)
    }
}
