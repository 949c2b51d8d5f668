import AutomationProtocol
import Domain
import Presentation
import Testing
import TripsTestKit

/// The test kit's waits on an app end at once when the app settles without what they wait for, saying what they
/// waited for and what there was; one that never settles ends at its bound with what it saw last.
@MainActor
@Suite("The kit's waits on an app", .exhaustive, .timeLimit(.minutes(1)))
struct KitWaitsTests {
    @Test func aSleepTheSettledAppWillNotStartFailsAtOnceNamingWhatThereWas() async throws {
        let app = try TestApp.make()
        let error = await #expect(throws: CannotCome.self) { try await waitForSleepers(1, in: app) }
        #expect(
            error?.description
                == "gave up at once waiting for 1 sleep on the app's clock: the app settled without it on screen "
                + "trips (0 tasks, 0 sleeps on its clock)")
    }

    @Test func aSleepTheAppStartsEndsTheWait() async throws {
        let app = try TestApp.make(search: { _ in [] })
        try app.tap("trips.add")
        try app.type("Ber", into: "newTrip.destination")
        try await waitForSleepers(1, in: app)
        #expect(app.activity.sleepers == 1)
        try TestApp.clock(of: app).advance(by: NewTripModel.debounce)
        try await settle(app)
    }

    @Test func workThatNeverEndsFailsTheSettleAtItsBoundWithTheActivityLastSeen() async throws {
        let answer = Gate()
        let app = try TestApp.make(fetch: { _ in
            await answer.wait()
            return TestApp.seattle
        })
        try app.tap("trip.seattle")
        let error = await #expect(throws: StillWaiting.self) { try await settle(app, timeout: .milliseconds(50)) }
        #expect(error?.what == "the app to settle")
        #expect(error?.lastSeen == "screen trip, 1 tasks, 0 sleeps on its clock")
        answer.open()
        try await settle(app)
    }
}
