import Foundation
import TestSupport
import Testing

@testable import AppRunner

/// Apps that crash, hang or never settle after their hello are reported as such, with their stderr.
@Suite(.bounded())
struct CrashAndHangTests {
    @Test func aCrashMidFlowIsReportedWithItsSignalAndStderrWellWithinTheTimeout() async throws {
        let app = Fixture.app("crash.py")
        app.responseTimeout = Fixture.farPastTheBound
        try await app.launch()
        let error = await #expect(throws: RunnerError.self) {
            try await app.buttons["fake.load"].tap(timeout: Fixture.farPastTheBound)
        }
        #expect(error?.kind == .crashed(signal: SIGSEGV))
        #expect(error?.message.contains("SIGSEGV") == true)
        #expect(error?.stderr.last?.contains("index out of range") == true)
        #expect(app.state == .crashed(signal: SIGSEGV))
        let pid = try #require(app.processIdentifier)
        #expect(!ProcessLiveness.isAlive(pid))
    }

    @Test func anAppThatNeverAnswersIsReportedAsHanging() async throws {
        let app = Fixture.app("hang.py")
        app.responseTimeout = 0.5
        try await app.launch()
        let error = await #expect(throws: RunnerError.self) { _ = try await app.buttons["fake.load"].exists }
        #expect(error?.kind == .noAnswer)
        #expect(error?.message.contains("did not answer snapshot within 0.5 s: it hangs") == true)
        #expect(error?.stderr.contains("fake: stuck on the main thread") == true)
        let pid = try #require(app.processIdentifier)
        await app.terminate()
        #expect(!ProcessLiveness.isAlive(pid))
    }

    @Test func aZeroTimeoutEndsAWaitAndARequestAsTimedOut() async throws {
        // A deadline may pass before its wait or request is registered (the session then tells it as it registers):
        // with a zero timeout neither may hang.
        let busy = Fixture.app("never_idle.py")
        try await busy.launch()
        let wait = await #expect(throws: RunnerError.self) { try await busy.buttons["fake.load"].tap(timeout: 0) }
        #expect(wait?.kind == .timedOut)
        await busy.terminate()
        let hanging = Fixture.app("hang.py")
        hanging.responseTimeout = 0
        try await hanging.launch()
        let request = await #expect(throws: RunnerError.self) { _ = try await hanging.buttons["fake.load"].exists }
        #expect(request?.kind == .noAnswer)
        await hanging.terminate()
    }

    @Test func anAppThatStaysBusyNeverGetsTappedAndTheErrorSaysItIsBusy() async throws {
        let app = Fixture.app("never_idle.py")
        try await app.launch()
        let error = await #expect(throws: RunnerError.self) { try await app.buttons["fake.load"].tap(timeout: 0.5) }
        #expect(error?.kind == .timedOut)
        #expect(error?.activity?.hasPrefix("busy: 1 task") == true)
        #expect(error?.lastSeen?.contains("the app is busy") == true)
        let idle = await #expect(throws: RunnerError.self) { try await app.waitForIdle(timeout: 0.5) }
        #expect(idle?.message.contains("did not become idle") == true)
        let loadButtonExists = try await app.buttons["fake.load"].exists
        #expect(loadButtonExists)
        let pid = try #require(app.processIdentifier)
        await app.terminate()
        #expect(!ProcessLiveness.isAlive(pid))
    }

    @Test func terminateKillsAnAppThatIgnoresTheEndOfItsStdinAndSIGTERM() async throws {
        let app = Fixture.app("hang.py")
        app.launchArguments = ["--deaf"]
        app.terminationGracePeriod = 0.3
        try await app.launch()
        let pid = try #require(app.processIdentifier)
        #expect(app.state == .runningForeground)
        await app.terminate()
        #expect(!ProcessLiveness.isAlive(pid))
        #expect(app.state == .notRunning)
    }
}
