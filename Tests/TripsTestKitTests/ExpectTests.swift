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

    @Test func recordsAnIssueWithTheValueLastSeenAtItsDeadline() async {
        let model = CounterModel()
        model.count = 2
        let clock = TestClock()
        let timer = Task {
            await clock.waitForSleepers(1)
            clock.advance(by: .seconds(1))
        }

        await withKnownIssue {
            await expect(clock: clock) {
                model.count
            } toSatisfy: {
                $0 > 5
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("after 1s; last seen: 2") }
        }
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
        let clock = TestClock()
        let waiter = Task { @MainActor in
            await expect(clock: clock) { model.count == 1 }
        }
        await clock.waitForSleepers(1)

        waiter.cancel()

        await waiter.value
        #expect(clock.sleeperCount == 0)
    }
}
