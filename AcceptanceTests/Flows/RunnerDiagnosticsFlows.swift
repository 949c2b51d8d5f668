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
            _ = try await seattle.waitForWeather()
            let clock = ContinuousClock()
            let start = clock.now
            let error = await #expect(throws: RunnerError.self) { try await seattle.waitForLoading() }
            #expect(clock.now - start < .seconds(2))
            #expect(error?.kind == .cannotHappen)
            #expect(error?.lastSeen?.contains("Seattle") == false)
            #expect(error?.screen?.contains("61°F") == true)
            #expect(error?.artifactsDirectory != nil)
        }
    }
}
