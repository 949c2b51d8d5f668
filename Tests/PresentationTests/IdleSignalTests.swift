import AutomationProtocol
import Domain
import Presentation
import Testing
import TripsTestKit

/// The app says exactly when it is idle, busy, or only waiting on its clock: the runner's waits depend on it.
@MainActor
@Suite("Idle signal", .exhaustive, .timeLimit(.minutes(1)))
struct IdleSignalTests {
    @Test func busyWhileALoadIsInFlightAndIdleAfter() async throws {
        let answer = Gate()
        let app = try TestApp.make(fetch: { _ in
            await answer.wait()
            return TestApp.seattle
        })
        #expect(app.activity.state == .idle)
        try app.tap("trip.seattle")
        #expect(app.activity.state == .busy)
        await answer.waitForWaiters(1)
        #expect(app.activity.state == .busy)
        #expect(app.activity.canChangeOnItsOwn)
        answer.open()
        try await settle(app)
        #expect(app.activity.state == .idle)
        #expect(!app.activity.canChangeOnItsOwn)
    }

    @Test func onlyWaitingOnTheClockDuringADebounce() async throws {
        let app = try TestApp.make(search: { _ in TestApp.bergenAndBerlin })
        let clock = try TestApp.clock(of: app)
        try app.tap("trips.add")
        try app.type("Ber", into: "newTrip.destination")
        try await waitForSleepers(1, in: app)
        #expect(app.activity == Activity(tasks: 1, sleepers: 1, clock: .driver, nextWakeMilliseconds: 300))
        #expect(app.activity.state == .waitingOnClock)
        #expect(!app.activity.canChangeOnItsOwn)
        clock.advance(by: .milliseconds(300))
        #expect(app.activity.state == .busy)  // woken, not yet finished
        try await settle(app)
        #expect(app.activity.state == .idle)
    }

    @Test func settleReturnsOnceNothingCanChangeWithoutTheDriver() async throws {
        let app = try TestApp.make(
            search: { _ in [] }, leavingWorkPending: "it ends on purpose with the search asleep on its debounce")
        let clock = try TestApp.clock(of: app)
        try app.tap("trips.add")
        try app.type("Ber", into: "newTrip.destination")
        try await settle(app)
        #expect(clock.sleeperCount == 1)
        #expect(app.activity.state == .waitingOnClock)
    }

    @Test func observeReportsEachChangeWithoutPolling() async throws {
        let answer = Gate()
        let app = try TestApp.make(fetch: { _ in
            await answer.wait()
            return TestApp.seattle
        })
        let states = LockBox<[Activity.State]>([])
        try app.tap("trip.seattle")
        await answer.waitForWaiters(1)
        answer.open()
        await app.observe { _, activity in
            states.withLock { $0.append(activity.state) }
            return activity.state == .idle
        }
        #expect(states.value.first == .busy)
        #expect(states.value.last == .idle)
    }

    @Test func aCancelledObservationEndsWhileItWaits() async throws {
        let app = try TestApp.make()
        let observed = Gate()
        let observing = Task { @MainActor in
            await app.observe { _, _ in
                observed.open()
                return false  // never done: only the cancellation ends it
            }
        }
        await observed.wait()  // it has read once, and waits for a change that will not come
        observing.cancel()
        try await within(.eventually, "the cancelled observation to end") { await observing.value }
    }

}
