import AppRunner
import Foundation
import Locking
import TestSupport
import Testing

/// `Application.drive` runs a flow where the app's lines are read: a wait wakes it on the thread that read the state
/// meeting it, and an actor-isolated flow keeps its actor.
@Suite(.bounded())
struct DriveTests {
    @Test func aWaitInDriveResumesOnTheThreadThatReadTheStateMeetingIt() async throws {
        let readOn = Lock<[Int: pthread_t]>([:])
        let app = Fixture.app("fake_app.py")
        app.stateObserver = { state, _ in readOn.withLock { $0[state.sequence] = pthread_self() } }
        let (met, resumedOn) = try await Application.drive {
            try await app.launch()
            try await app.buttons["fake.load"].tap()  // the result comes 0.2 s later, in an update
            let met = try await app.wait(until: "the result is shown") { state in
                state.screen.allElements.contains { $0.identifier == "fake.result" }
            }
            return (met.sequence, pthread_self())
        }
        await app.terminate()
        #expect(readOn.withLock { $0[met] } == resumedOn)
    }

    @MainActor
    @Test func aMainActorFlowInDriveWaitsOnTheAppAndKeepsItsActor() async throws {
        let app = Fixture.app("fake_app.py")
        try await Application.drive {
            try await app.launch()
            try await app.cells["row.b"].tap()
            try await app.cells.waitForCount(2)
            MainActor.preconditionIsolated("a @MainActor flow is back on its actor after a wait")
        }
        let cellCount = try await app.cells.count
        #expect(cellCount == 2)
        await app.terminate()
    }
}
