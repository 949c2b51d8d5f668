import Foundation
import TripsRunner

/// What every Trips page can do beside its own screen's parts, on AppRunner's `Page` (the app it drives): the clock,
/// the stubbed network, the pasteboard, snapshots and relaunching.
extension Page {
    /// Lets time pass on the app's clock (launched with `--driver-clock`): debounces, timeouts and stubbed latency
    /// fall due at once, with no waiting.
    // recorded: advance => letTimePass({duration})
    func letTimePass(_ duration: Duration) async throws {
        try await app.clock.advance(by: duration)
    }

    /// The app's stubbed network, under the flow's control: offline, failing, slow, silent, back to normal, and the
    /// requests the app made.
    var network: AppNetwork { app.network }

    /// Fails unless the app's pasteboard holds `text` (`nil`: nothing copied yet), naming both texts.
    func expectPasteboard(_ text: String?, file: String = #filePath, line: Int = #line) async throws {
        try await app.expectPasteboard(text, file: file, line: line)
    }

    /// The screen as text, for a flow's own messages.
    var screenText: String { app.screenText }

    /// Waits until the screen is exactly the snapshot `name` in `AcceptanceTests/Snapshots/` (see
    /// `Application.expectScreen(matching:)`; `TRIPS_RECORD_SNAPSHOTS=1` records them).
    // recorded: expect screen => expectScreen(matching: {snapshot})
    func expectScreen(matching name: String, file: StaticString = #filePath, line: Int = #line) async throws {
        try await app.expectScreen(matching: name, file: file, line: line)
    }

    /// Ends the app and launches it again on the same data directory with `arguments` (after `-uiTesting
    /// --data-dir …`) and `environment` in place of the earlier ones; returns the trip list it opens on.
    func relaunch(_ arguments: String..., environment: [String: String] = [:]) async throws -> TripListPage {
        // -uiTesting --data-dir DIRECTORY, as withApp launched it; the rest gives way to `arguments`.
        let earlier = app.launchArguments
        let kept = earlier.firstIndex(of: "--data-dir").map { Array(earlier.prefix($0 + 2)) } ?? earlier
        try await app.relaunch(arguments: kept + arguments, environment: environment)
        return try await TripListPage.shown(in: app)
    }
}
