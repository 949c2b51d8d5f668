import AppRunner
import Foundation
import TestSupport
import Testing

/// The core's launch helper: launch, drive, terminate on every path, and an app that ended under the flow said.
@Suite("Running an app for a flow", .bounded())
struct RunTests {
    @Test func theAppIsEndedAfterTheFlowAndItsValueReturned() async throws {
        let app = Fixture.app("fake_app.py")
        let label = try await app.run { app in try await app.buttons["fake.load"].label }
        #expect(label == "Load")
        #expect(app.state == .notRunning)
    }

    @Test func aFlowThatThrowsEndsTheAppAndThrowsItsError() async throws {
        let app = Fixture.app("fake_app.py")
        await #expect(throws: RunnerError.self) {
            try await app.run { app in try await app.buttons["fake.missing"].tap() }
        }
        #expect(app.state == .notRunning)
    }

    @Test func anAppThatEndedUnderTheFlowIsAnIssueThatSaysHow() async throws {
        try await withKnownIssue {
            try await withApp(at: Fixture.url("crash.py"), name: "RunTests-crash") { app in
                // The crash answers nothing: the tap's own error is not what this test looks at.
                _ = try? await app.buttons["fake.load"].tap(timeout: 20)
            }
        } matching: { issue in
            issue.comments.contains { $0.rawValue == "The app ended during the flow: it crashed (signal 11)." }
        }
    }
}
