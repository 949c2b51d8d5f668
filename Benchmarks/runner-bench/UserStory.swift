import TripsRunner

/// The benchmark's user story, as the runner drives it: the same steps the pexpect peer types.
///
/// With a ``PollSchedule`` every wait is a polling loop over the runner's public reads instead of the runner's own
/// waits on the app's pushed updates: before each action, until the element is on screen and enabled; for each
/// expected label or value, until it shows. The actions then find what they wait for already there.
struct UserStory {
    /// How the story waits: `nil`, on pushed updates (our runner); else polling on this schedule.
    let polling: PollSchedule?

    func run() async throws {
        let app = Application()
        app.launchArguments = ["-uiTesting", "--driver-clock"]
        let launched = ContinuousClock.now
        try await app.launch()
        if let polling {
            // A polling runner learns that the app is up at its first check after the first screen came.
            try await polling.poll("the first screen", since: launched) { try await app.buttons["trips.add"].exists }
        }
        try await tap(app.cells["trip.seattle"])
        try await waitForLabel(app.staticTexts["weather.temperature"], "61°F")
        try await tap(app.buttons["nav.back"])
        try await tap(app.buttons["trips.add"])
        try await type(app.textFields["newTrip.destination"], "Ber")
        try await app.clock.advance(by: .milliseconds(300))
        try await tap(app.cells["suggestion.bergen"])
        try await waitForValue(app.textFields["newTrip.destination"], "Bergen")
        try await type(app.textFields["newTrip.start"], "2026-07-01")
        try await type(app.textFields["newTrip.end"], "2026-07-05")
        try await tap(app.buttons["newTrip.save"])
        if let polling {
            try await polling.poll("trip.bergen-2 to show") { try await app.cells["trip.bergen-2"].exists }
        } else {
            try await app.cells["trip.bergen-2"].requireExistence()
        }
        await app.terminate()
    }

    // MARK: - Steps

    private func tap(_ element: AppElement) async throws {
        try await polling?.poll("\(element) to be actionable") { try await element.isActionable }
        try await element.tap()
    }

    private func type(_ element: AppElement, _ text: String) async throws {
        try await polling?.poll("\(element) to be actionable") { try await element.isActionable }
        try await element.typeText(text)
    }

    private func waitForLabel(_ element: AppElement, _ label: String) async throws {
        guard let polling else { return try await element.waitForLabel(label) }
        try await polling.poll("\(element) to read \(label)") {
            guard try await element.exists else { return false }
            return try await element.label == label
        }
    }

    private func waitForValue(_ element: AppElement, _ value: String) async throws {
        guard let polling else { return try await element.waitForValue(value) }
        try await polling.poll("\(element) to hold \(value)") {
            guard try await element.exists else { return false }
            return try await element.value == value
        }
    }
}
