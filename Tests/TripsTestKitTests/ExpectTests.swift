import AutomationKit
import Domain
import Observation
import Testing
import TripsTestKit

// MARK: - expect

/// A screen model's stand-in: one observable count, changed on the main actor.
@MainActor @Observable
final class CounterModel {
    /// The count the tests wait on.
    var count = 0
}

@MainActor
// A broken wait hangs instead of failing; the limit turns that into a failure.
@Suite(.timeLimit(.minutes(1))) struct ExpectTests {
    @Test func returnsAtOnceWhenThePredicateIsAlreadyTrue() async {
        let model = CounterModel()
        model.count = 1

        // The clock records an issue if the wait so much as reads the time.
        await expect(clock: UnimplementedClock()) { model.count == 1 }
        await expect(clock: UnimplementedClock()) {
            model.count
        } toSatisfy: {
            $0 == 1
        }
    }

    @Test func wakesOnAChangeMadeWhileItWaits() async {
        let model = CounterModel()
        let gate = Gate()
        let changer = Task { @MainActor in
            await gate.wait()
            model.count = 3
        }
        // expect starts its deadline only after its first check found the count wrong.
        let timers = SleeperCounter { count in if count == 1 { gate.open() } }

        await expect(clock: ObservedClock(ContinuousClock(), counter: timers)) { model.count == 3 }

        #expect(gate.isOpen)
        #expect(timers.count == 0)
        await changer.value
    }

    @Test func startsItsSleepAgainAfterEachChangeThatLeftThePredicateFalse() async {
        let model = CounterModel()
        let clock = ManualClock()
        // Counts a sleep until its call returns, which for a stopped sleep is after the clock let it go.
        let timers = SleeperCounter()
        let changer = Task { @MainActor in
            for count in 1...3 {
                // A change stops the running sleep; the clock has none until the wait starts the next.
                await clock.sleepersReach(1)
                model.count = count
            }
        }

        await expect(clock: ObservedClock(clock, counter: timers)) { model.count == 3 }

        changer.cancel()  // lets the changer go too if the time limit cut the wait short
        await changer.value
        #expect(timers.count == 0)
    }

    @Test func returnsOnlyOnceTheStoppedSleepHasReturned() async {
        let model = CounterModel()
        let clock = SlowToStopClock()
        let returned = LockBox(false)
        let waiter = Task { @MainActor in
            await expect(clock: clock) { model.count == 1 }
            returned.set(true)
        }
        await clock.base.sleepersReach(1)

        model.count = 1  // wakes the waiter and stops the sleep, which the clock now holds
        // The main actor runs the waiter's wake-up before this task again: had the wait not waited
        // for its sleep, it would have returned by now.
        await Task.yield()
        #expect(!returned.value)

        clock.release.open()
        await waiter.value
        #expect(returned.value)
    }

    @Test func keepsItsFirstDeadlineThroughChangesThatLeftThePredicateFalse() async {
        let model = CounterModel()
        let clock = ManualClock()
        let changer = Task { @MainActor in
            await clock.sleepersReach(1)
            clock.advance(by: .milliseconds(600))
            model.count = 1  // stops the sleep; the wait starts another, for the same deadline
            await clock.sleepersReach(1)
            clock.advance(by: .milliseconds(400))
            // A deadline counted again from the change would still be 600 ms away, its sleep still on the clock.
            #expect(clock.sleeperCount == 0)
            clock.advance(by: .seconds(1))  // so that such a wait ends, and the test fails rather than hangs
        }

        await withKnownIssue {
            await expect(clock: clock) { model.count == 5 }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("predicate still false after 1s") }
        }
        changer.cancel()  // lets the changer go too if the time limit cut the wait short
        await changer.value
        #expect(clock.sleeperCount == 0)
    }

    @Test func timesOutAtItsDeadlineThoughChangesKeepComing() async {
        let model = CounterModel()
        // No sleep returns by the deadline: only the clock's time can end the wait.
        let clock = OversleepingClock()
        let changer = Task { @MainActor in
            await clock.base.sleepersReach(1)
            model.count = 1  // stops the sleep and wakes the wait
            clock.base.advance(by: .seconds(1))  // the deadline passes
            for count in 2...20 {
                await Task.yield()
                model.count = count  // each change stops the sleep the wait started again
            }
            clock.base.advance(by: .seconds(3600))  // so that a wait blind to the time ends, and the test fails
        }

        // The wait's first round after the deadline times out, on the value it read then.
        await expectTimeout(of: model, on: clock, lastSeen: 1)
        await changer.value
    }

    @Test func recordsAnIssueWithTheValueLastSeenAtItsDeadline() async {
        let model = CounterModel()
        model.count = 2
        let clock = ManualClock()
        let timer = Task {
            await clock.sleepersReach(1)
            clock.advance(by: .seconds(1))
        }

        await expectTimeout(of: model, on: clock, lastSeen: 2)
        await timer.value
    }

    @Test func recordsAnIssueAtTheCallerWhenThePredicateStaysFalse() async {
        let model = CounterModel()

        // The deadline under test, on the real clock: kept short.
        let line = #line + 2  // the line of the expect below
        await withKnownIssue {
            await expect(timeout: .milliseconds(50), "count becomes 1") { model.count == 1 }
        } matching: { issue in
            issue.sourceLocation?.line == line
                && issue.comments.contains { $0.rawValue == "count becomes 1: predicate still false after 50ms" }
        }
    }

    @Test func returnsWithoutAnIssueWhenCancelled() async {
        let model = CounterModel()
        let clock = ManualClock()
        let waiter = Task { @MainActor in
            await expect(clock: clock) { model.count == 1 }
        }
        await clock.sleepersReach(1)

        waiter.cancel()

        await waiter.value
        #expect(clock.sleeperCount == 0)
    }
}

// MARK: - Helpers

/// Waits for `model`'s count to pass 100 on `clock`, and expects the wait to record that it timed out after its 1 s
/// default, having last seen `lastSeen`.
@MainActor
private func expectTimeout(of model: CounterModel, on clock: some Clock<Duration>, lastSeen: Int) async {
    await withKnownIssue {
        await expect(clock: clock) {
            model.count
        } toSatisfy: {
            $0 > 100
        }
    } matching: { issue in
        issue.comments.contains { $0.rawValue.hasSuffix("after 1s; last seen: \(lastSeen)") }
    }
}
