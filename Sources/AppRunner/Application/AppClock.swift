import AutomationProtocol

/// The app's clock as a flow sees it: when the app runs on the driver's clock, it moves only when the flow advances it.
public struct AppClock: Sendable {
    let app: Application

    /// Moves the app's clock forward, running at once every debounce, timeout and stubbed latency that falls due.
    ///
    /// Throws ``RunnerError/Kind/liveClock`` when the app's clock is live, with how to launch it otherwise
    /// (``AppProfile/liveClockAdvice``).
    public func advance(by duration: Duration, file: String = #filePath, line: Int = #line) async throws {
        try await CallSite.stamp(file, line) {
            let session = try app.runningSession()
            guard duration >= .zero else {
                throw app.report(
                    RunnerError(.rejected(code: .badRequest), "Time cannot go backwards."), session: session)
            }
            if let latest = session.latest, latest.activity.clock == .live {
                let advice = app.settings.withLock { $0.profile.liveClockAdvice }
                let error = RunnerError(.liveClock, "The app's clock is live, so the runner cannot move it: \(advice).")
                throw app.report(error, session: session)
            }
            try await app.request(.advanceClock(milliseconds: duration.wholeMilliseconds))
        }
    }
}
