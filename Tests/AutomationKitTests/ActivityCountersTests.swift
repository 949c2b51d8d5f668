import AutomationKit
import Foundation
import Testing
import TripsTestKit

/// Reading the activity costs the same on the thousandth read as on the first: long sessions read it after every
/// command, so anything that grows per read grows with the session.
@Suite("Activity counters")
struct ActivityCountersTests {
    /// The call stack under which the sleeper source runs stays as deep as it was on the first read. A closure stored
    /// straight in a `Lock` and read through `withLock` is wrapped in two more reabstraction thunks on every access,
    /// so each read would run one layer deeper than the one before.
    @Test func readingTheSleepersDoesNotDeepenTheirSource() {
        let counters = ActivityCounters()
        let depths = LockBox<[Int]>([])
        counters.countSleepers {
            depths.withLock { $0.append(Thread.callStackReturnAddresses.count) }
            return 1
        }
        for _ in 0..<200 { #expect(counters.sleepers == 1) }
        let seen = depths.value
        #expect(seen.count == 200)
        #expect(Set(seen).count == 1, "the source ran \(seen.first ?? 0) frames deep first, \(seen.last ?? 0) last")
    }

    /// A listener runs as deep on the thousandth change as on the first, with other listeners added and removed in
    /// between: the listeners live in a dictionary inside the lock's value, never as the lock's value itself.
    @Test func aListenerIsNotDeepenedByChangesOrByOtherListeners() {
        let counters = ActivityCounters()
        let depths = LockBox<[Int]>([])
        _ = counters.addListener { depths.withLock { $0.append(Thread.callStackReturnAddresses.count) } }
        for _ in 0..<200 {
            let other = counters.addListener {}
            _ = counters.requestStarted("a request")
            counters.removeListener(other)
        }
        let seen = depths.value
        #expect(seen.count == 200)
        #expect(Set(seen).count == 1, "the listener ran \(seen.first ?? 0) frames deep first, \(seen.last ?? 0) last")
    }
}
