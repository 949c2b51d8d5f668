import AppRunner
import Foundation

/// The timer's one screen, as a page object: each identifier written once, here. A `Page`, so that the recorder
/// (`trips-mcp`'s `record_flow`) may call the methods it declares.
struct TimerPage: Page {
    let app: Application

    /// What is left: "3 s left", then "Time's up".
    var remaining: AppElement { app.staticTexts["timer.remaining"] }
    /// Starts the countdown; disabled while it runs.
    var start: AppElement { app.buttons["timer.start"] }
    /// Stops it and puts the seconds back.
    var reset: AppElement { app.buttons["timer.reset"] }

    /// Moves the timer's clock on by `seconds`; the app has settled again when it returns.
    func wait(seconds: Int) async throws {
        try await app.clock.advance(by: .seconds(seconds))
    }
}

/// Launches the countdown on the driver's clock, hands its page to `body`, and ends it on every path.
///
/// The binary is the one `swift build` made beside these flows (in `.build/debug/`, or wherever the build's folder
/// is), or the one `COUNTDOWN_PATH` names.
// recorded: launch => withTimer
func withTimer(_ body: (TimerPage) async throws -> Void) async throws {
    let binary = try ExecutableLocator(name: "countdown", environmentKey: "COUNTDOWN_PATH").locate()
    try await withApp(at: binary, profile: .countdown, arguments: ["--driver-clock"], name: "countdown") { app in
        try await body(TimerPage(app: app))
    }
}

extension AppProfile {
    /// The countdown, on the kit: it says where it built each control and said each log line when asked, so a
    /// failure kept as evidence quotes the line behind the control it touched.
    static let countdown: AppProfile = {
        var profile = AppProfile()
        profile.saysSourcePlaces = true
        return profile
    }()
}
