import AppRunner
import Testing

/// The countdown's flows: the clock moves only when a flow moves it, so every wait either comes true at once or fails
/// at once, and none of them sleeps.
@Suite("Countdown", .evidence)
struct CountdownFlows {
    @Test("A second on the clock takes a second off")
    func oneSecond() async throws {
        try await withTimer { timer in
            try await timer.start.tap()
            try await timer.wait(seconds: 1)
            try await timer.remaining.waitForLabel("2 s left")
        }
    }

    @Test("Three seconds on the clock end the countdown")
    func threeSeconds() async throws {
        try await withTimer { timer in
            try await timer.start.tap()
            try await timer.wait(seconds: 3)
            try await timer.remaining.waitForLabel("Time's up")
        }
    }

    @Test("Waiting for the end while the clock stands still fails at once")
    func waitingWithoutTheClock() async throws {
        try await withTimer { timer in
            try await timer.start.tap()
            // The app sleeps on the driver's clock: the label cannot change until the flow moves it, so the runner
            // gives up at once rather than at the timeout.
            let error = await #expect(throws: RunnerError.self) {
                try await timer.remaining.waitForLabel("Time's up", timeout: 60)
            }
            #expect(error?.kind == .cannotHappen)
        }
    }

    @Test("Start is disabled while the timer runs")
    func startWhileRunning() async throws {
        try await withTimer { timer in
            try await timer.start.tap()
            try await timer.start.waitForDisabled(because: "The timer is already running.")
            let error = await #expect(throws: RunnerError.self) { try await timer.start.tap(timeout: 60) }
            #expect(error?.kind == .cannotHappen)
            #expect(error?.message.contains("[disabled: The timer is already running.]") == true)
        }
    }

    @Test("Reset stops the countdown and puts back three seconds")
    func reset() async throws {
        try await withTimer { timer in
            try await timer.start.tap()
            try await timer.wait(seconds: 1)
            try await timer.reset.tap()
            try await timer.remaining.waitForLabel("3 s left")
            try await timer.wait(seconds: 5)
            try await timer.remaining.waitForLabel("3 s left")
        }
    }
}
