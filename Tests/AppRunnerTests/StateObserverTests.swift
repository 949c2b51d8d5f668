import AutomationProtocol
import Foundation
import Locking
import Testing

@testable import AppRunner

/// `Application.stateObserver` sees every state the app reports, as it arrives, before any wait it meets returns.
struct StateObserverTests {
    @Test func theObserverHasSeenTheStateThatMetAWaitWhenTheWaitReturns() async throws {
        let seen = Lock<[(sequence: Int, screen: String, at: ContinuousClock.Instant)]>([])
        let app = Fixture.app("fake_app.py")
        app.stateObserver = { state, at in
            seen.withLock { $0.append((state.sequence, TextRenderer.render(state.screen), at)) }
        }
        try await app.launch()
        #expect(seen.withLock { $0.count } == 1, "the hello's state")
        try await app.cells["row.b"].tap()
        try await app.cells.waitForCount(2)
        let returned = ContinuousClock.now
        let states = seen.withLock { $0 }
        #expect(states.contains { !$0.screen.contains("row.b") }, "the state with row B gone, which met the wait")
        #expect(states.map(\.sequence) == states.map(\.sequence).sorted(), "in the order they came")
        #expect(states.allSatisfy { $0.at <= returned })
    }
}
