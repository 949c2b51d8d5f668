import TripsRunner

/// The benchmark's user story, as the runner drives it: the same steps the pexpect peer types.
enum UserStory {
    static func run() async throws {
        let app = Application()
        app.launchArguments = ["-uiTesting", "--driver-clock"]
        try await app.launch()
        try await app.cells["trip.seattle"].tap()
        try await app.staticTexts["weather.temperature"].waitForLabel("61°F")
        try await app.buttons["nav.back"].tap()
        try await app.buttons["trips.add"].tap()
        try await app.textFields["newTrip.destination"].typeText("Ber")
        try await app.clock.advance(by: .milliseconds(300))
        try await app.cells["suggestion.bergen"].tap()
        try await app.textFields["newTrip.destination"].waitForValue("Bergen")
        try await app.textFields["newTrip.start"].typeText("2026-07-01")
        try await app.textFields["newTrip.end"].typeText("2026-07-05")
        try await app.buttons["newTrip.save"].tap()
        try await app.cells["trip.bergen-2"].requireExistence()
        await app.terminate()
    }
}
