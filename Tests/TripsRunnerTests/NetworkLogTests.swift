import AutomationProtocol
import Testing
import TripsProtocol
import TripsTestKit

@testable import TripsRunner

/// What the step log tells of the stubbed network: each request once when it starts and again when it ends, and the
/// app asked only when its state moved since it was last asked.
@Suite(.bounded())
struct NetworkLogTests {
    @Test func eachRequestIsToldWhenItIsNewAndAgainOnlyWhenItChanges() {
        let log = NetworkLog()
        let searching = NetworkRequest(number: 1, endpoint: "search", city: "bergen", outcome: .inFlight)
        #expect(log.changes([searching], at: 3) == ["#1 search bergen: in flight"])
        var answered = searching
        answered.outcome = .answered
        answered.status = 503
        let forecast = NetworkRequest(
            number: 2, endpoint: "forecast", city: "bergen", outcome: .failed, reason: "offline")
        #expect(
            log.changes([answered, forecast], at: 5) == [
                "#1 search bergen: answered 503", "#2 forecast bergen: failed (offline)",
            ])
        #expect(log.changes([answered, forecast], at: 6).isEmpty)
    }

    @Test func theAppIsAskedAgainOnlyOnceItsStateHasMovedAndNeverAfterItCouldNotTell() {
        let log = NetworkLog()
        #expect(log.isWorthAsking(at: 4))
        _ = log.changes([], at: 4)
        #expect(!log.isWorthAsking(at: 4))
        #expect(log.isWorthAsking(at: 5))
        log.stopTracking()
        #expect(!log.isWorthAsking(at: 6))
    }
}
