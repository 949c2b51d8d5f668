import Testing
import TripsRunner

/// What a flow writer sees when a flow goes wrong: fast, precise errors with the screen.
@Suite("Runner diagnostics", .tags(.diagnostics), .evidence)
struct RunnerDiagnosticsFlows {
    @Test("A mistyped trip fails at once and names the nearest identifier")
    func mistypedIdentifierNamesNearest() async throws {
        try await withApp { trips in
            let clock = ContinuousClock()
            let start = clock.now
            let error = await #expect(throws: RunnerError.self) { _ = try await trips.open("Seatle") }
            #expect(clock.now - start < .seconds(2))
            #expect(error?.kind == .cannotHappen)
            #expect(error?.suggestions.first == "trip.seattle", "\(String(describing: error))")
            #expect(error?.description.contains("trip.seatle") == true)
            #expect(error?.screen?.contains("trip.seattle") == true)
        }
    }

    @Test("Waiting for what cannot happen fails at once, with the screen")
    func impossibleWaitFailsAtOnce() async throws {
        try await withApp { trips in
            let seattle = try await trips.open("Seattle")
            try await seattle.waitForWeather()
            let clock = ContinuousClock()
            let start = clock.now
            let error = await #expect(throws: RunnerError.self) { try await seattle.waitForLoading() }
            #expect(clock.now - start < .seconds(2))
            #expect(error?.kind == .cannotHappen)
            // The status is gone: the weather stands in its place, and the failure says so.
            let lastSeen = error?.lastSeen ?? ""
            #expect(lastSeen.hasPrefix(#"not on screen; in its place: staticText weather.place "Seattle"#))
            #expect(error?.screen?.contains("61°F") == true)
            #expect(error?.artifactsDirectory != nil)
        }
    }

    @Test("A failure inside nested steps names them, outermost first")
    func aFailureInsideNestedStepsNamesThem() async throws {
        try await withApp { trips in
            let error = await #expect(throws: RunnerError.self) {
                try await step("Open Seattle") {
                    let seattle = try await trips.open("Seattle")
                    try await step("Read the weather") {
                        try await seattle.waitForWeather()
                        try await seattle.waitForLoading()  // it has loaded: this cannot happen
                    }
                }
            }
            #expect(error?.steps == ["Open Seattle", "Read the weather"])
            let lines = error?.description.split(separator: "\n").prefix(2).map(String.init) ?? []
            #expect(
                lines == [
                    """
                    Gave up at once waiting for static text "weather.status" to have label "Loading weather…" (last \
                    seen: not on screen; in its place: staticText weather.place "Seattle, Washington, United States"; \
                    staticText weather.temperature "61°F"; staticText weather.conditions "Partly cloudy"): the app is \
                    idle with no request pending, so nothing will change until the test acts.
                    """,
                    "  in step 'Open Seattle' › 'Read the weather'",
                ])
            #expect(trips.app.transcript.contains("-- in step 'Open Seattle' › 'Read the weather'\n"))
        }
    }
}
