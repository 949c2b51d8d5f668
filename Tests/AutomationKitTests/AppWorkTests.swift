import AutomationKit
import Testing

/// What an app's work says of itself as the protocol's activity.
@MainActor
// A broken wait hangs instead of failing; the limit turns that into a failure.
@Suite(.timeLimit(.minutes(1))) struct AppWorkTests {
    @Test func onTheDriversClockTheActivitySaysWhenTheFirstSleeperWakesInWholeMillisecondsRoundedUp() async throws {
        let work = AppWork(driven: true)
        let clock = try #require(work.driverClock)
        #expect(work.activity.nextWakeMilliseconds == nil)
        let sleeper = Task { try await clock.sleep(until: OffsetInstant(offset: .microseconds(1_500))) }
        await clock.sleepersReach(1)
        #expect(work.activity.nextWakeMilliseconds == 2)
        clock.advance(by: .milliseconds(2))
        _ = await sleeper.result
        #expect(work.activity.nextWakeMilliseconds == nil)
    }
}
