import AutomationKit
import Testing
import TripsTestKit

// MARK: - ManualClock

/// The instant `seconds` after a clock's zero.
func at(_ seconds: Int) -> OffsetInstant {
    OffsetInstant(offset: .seconds(seconds))
}

@MainActor
// A broken wait hangs instead of failing; the limit turns that into a failure.
@Suite(.timeLimit(.minutes(1))) struct ManualClockTests {
    @Test func advanceResumesEveryDueSleeper() async throws {
        let clock = ManualClock()
        let woken = LockBox<Set<String>>([])
        let deadlines = ["c": at(3), "a1": at(1), "b": at(2), "a2": at(1)]
        let sleepers = deadlines.map { name, deadline in
            Task {
                try await clock.sleep(until: deadline)
                woken.withLock { _ = $0.insert(name) }
            }
        }
        await clock.sleepersReach(4)

        clock.advance(to: at(2))
        #expect(clock.sleeperCount == 1)
        clock.advance(to: at(3))
        for sleeper in sleepers { try await sleeper.value }

        #expect(woken.value == ["a1", "a2", "b", "c"])
    }

    // Resumed tasks may run in any order on a concurrent executor, so the order the clock
    // resumes them in is checked where it is decided.
    @Test func dueSleepersResumeInDeadlineOrderTiesInRegistrationOrder() {
        let sleepers = [("c", at(3)), ("a1", at(1)), ("late", at(4)), ("b", at(2)), ("a2", at(1))]

        let (due, pending) = ManualClock.splitDue(sleepers, at: at(3)) { $0.1 }

        #expect(due.map(\.0) == ["a1", "a2", "b", "c"])
        #expect(pending.map(\.0) == ["late"])
    }

    @Test func sleepBeforeItsDeadlineStaysAsleep() async throws {
        let clock = ManualClock()
        let sleeper = Task { try await clock.sleep(until: at(2)) }
        await clock.sleepersReach(1)

        clock.advance(by: .seconds(1))
        #expect(clock.now == at(1))
        #expect(clock.sleeperCount == 1)

        clock.advance(by: .seconds(1))
        #expect(clock.sleeperCount == 0)
        try await sleeper.value
    }

    @Test func advanceHasRemovedTheDueSleepersWhenItReturns() async {
        let clock = ManualClock()
        let sleeper = Task { try await clock.sleep(until: at(1)) }
        let other = Task { try await clock.sleep(until: at(5)) }
        await clock.sleepersReach(2)

        clock.advance(to: at(1))

        #expect(clock.sleeperCount == 1)
        other.cancel()
        #expect(clock.sleeperCount == 0)
        _ = await (sleeper.result, other.result)
    }

    @Test func cancellationRemovesTheSleeperBeforeResumingIt() async {
        let clock = ManualClock()
        let countWhenResumed = LockBox<Int?>(nil)
        let sleeper = Task {
            do {
                try await clock.sleep(until: at(5))
            } catch {
                countWhenResumed.set(clock.sleeperCount)
                throw error
            }
        }
        await clock.sleepersReach(1)

        sleeper.cancel()

        #expect(clock.sleeperCount == 0)
        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(countWhenResumed.value == 0)
    }

    @Test func aTaskCancelledBeforeSleepingThrowsWithoutRegistering() async {
        let changes = CallbackProbe<Int>()
        let clock = ManualClock(onSleepersChange: changes.closure)
        let gate = Gate()
        let sleeper = Task {
            await gate.wait()  // returns when cancelled
            try await clock.sleep(until: at(5))
        }
        await gate.waitForWaiters(1)

        sleeper.cancel()

        await #expect(throws: CancellationError.self) { try await sleeper.value }
        #expect(changes.callCount == 0)
    }

    @Test func sleepingUntilNowReturnsAtOnceWithoutRegistering() async throws {
        let changes = CallbackProbe<Int>()
        let clock = ManualClock(now: at(2), onSleepersChange: changes.closure)

        try await clock.sleep(until: at(2))
        try await clock.sleep(until: at(1))

        #expect(changes.callCount == 0)
    }

    @Test func sleepersReachSuspendsUntilTheSleepersRegister() async {
        let clock = ManualClock()
        // Runs before the sleepers, which are queued on the main actor after it.
        let waiter = Task { @MainActor in
            await clock.sleepersReach(2)
            return clock.sleeperCount
        }
        let sleepers = [at(1), at(2)].map { deadline in
            Task { @MainActor in try await clock.sleep(until: deadline) }
        }

        let sleepersSeen = await waiter.value
        #expect(sleepersSeen == 2)
        await clock.sleepersReach(1)  // already satisfied: returns at once
        clock.advance(to: at(2))
        for sleeper in sleepers { _ = await sleeper.result }
    }

    @Test func aCancelledSleepersReachReturns() async {
        let clock = ManualClock()
        let waiter = Task { await clock.sleepersReach(1) }

        waiter.cancel()

        await waiter.value
        #expect(clock.sleeperCount == 0)
    }

    @Test func onSleepersChangeReportsEachNewCount() async {
        let changes = CallbackProbe<Int>()
        let clock = ManualClock(onSleepersChange: changes.closure)
        let early = Task { try await clock.sleep(until: at(1)) }
        await clock.sleepersReach(1)
        let late = Task { try await clock.sleep(until: at(9)) }
        await clock.sleepersReach(2)

        late.cancel()
        clock.advance(by: .seconds(1))

        #expect(changes.calls == [1, 2, 1, 0])
        _ = await (early.result, late.result)
    }

    @Test func nextWakeIsHowFarTheClockMustMoveForItsFirstSleeperToWake() async {
        let clock = ManualClock()
        #expect(clock.nextWake == nil)
        let late = Task { try await clock.sleep(until: at(9)) }
        let early = Task { try await clock.sleep(until: OffsetInstant(offset: .milliseconds(1_300))) }
        await clock.sleepersReach(2)
        #expect(clock.nextWake == .milliseconds(1_300))

        clock.advance(by: .seconds(1))
        #expect(clock.nextWake == .milliseconds(300))
        clock.advance(by: .milliseconds(300))
        #expect(clock.nextWake == .milliseconds(7_700))
        clock.advance(by: .milliseconds(7_700))
        #expect(clock.nextWake == nil)
        _ = await (early.result, late.result)
    }
}
