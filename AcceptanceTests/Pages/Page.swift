import TripsRunner

/// What every screen's page object has: the app it drives.
protocol Page: Sendable {
    /// The app whose screen this page reads and acts on.
    var app: Application { get }
}

extension Page {
    /// Lets time pass on the app's clock (launched with `--driver-clock`): debounces, timeouts and stubbed latency
    /// fall due at once, with no waiting.
    func letTimePass(_ duration: Duration) async throws {
        try await app.clock.advance(by: duration)
    }

    /// The app's stubbed network, under the flow's control: offline, failing, slow, silent, back to normal, and the
    /// requests the app made.
    var network: AppNetwork { app.network }

    /// The screen as text, for a flow's own messages.
    var screenText: String { app.screenText }
}
