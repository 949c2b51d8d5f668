import Foundation
import Testing
import TripsRunner

/// Flows that fail on purpose, against the real `trips-shell`: the material of the tests of `make acceptance`'s
/// evidence, report, retries and shards (`scripts/acceptance/tests/`). They run only when `TRIPS_FIXTURE_FLOWS` is
/// set to a directory, where the flaky flow keeps what it needs to fail once and then pass; otherwise they are
/// skipped, so `make unit` never fails on them.
@Suite("Fixture flows", .tags(.fixture), .evidence, .enabled(if: FixtureState.directory != nil))
struct FixtureFlows {
    @Test("Seattle's temperature, expected wrong on purpose")
    func failsAnExpectation() async throws {
        try await withFixtureApp { app in
            try await app.cells["trip.seattle"].tap()
            try await app.staticTexts["weather.temperature"].requireExistence()
            // #expect on a read, on purpose: a failed `#expect` for the tools that report one
            let temperature = try await app.staticTexts["weather.temperature"].label
            #expect(temperature == "99°F")
        }
    }

    @Test("A trip that is not there, tapped on purpose")
    func failsWithARunnerError() async throws {
        try await withFixtureApp { app in
            try await step("Look for Atlantis") {
                try await step("Open it") { try await app.cells["trip.atlantis"].tap() }
            }
        }
    }

    @Test(
        "Each trip's weather names its place (Kyoto's expected wrong on purpose)",
        arguments: [
            ("seattle", "Seattle, Washington, United States"), ("bergen", "Bergen, Vestland, Norway"),
            ("kyoto", "Kyoto, Nowhere"),
        ])
    func failsInOneCase(trip: String, place: String) async throws {
        try await withFixtureApp { app in
            try await app.cells["trip.\(trip)"].tap()
            try await app.staticTexts["weather.place"].requireExistence(timeout: 5)
            // #expect on a read, on purpose: a failed `#expect` for the tools that report one
            let shown = try await app.staticTexts["weather.place"].label
            #expect(shown == place)
        }
    }

    /// The first run meets a weather server that answers 503, as a flaky flow meets a bad moment: the same steps,
    /// a different screen after the tap, and a wait that fails.
    @Test("Bergen's weather, flaky on purpose: fails on its first run, passes when run again")
    func flaky() async throws {
        let firstRun = FixtureState.claimFirstRun(of: "flaky")
        try await withFixtureApp(arguments: firstRun ? ["--stub-fail", "bergen=503"] : []) { app in
            try await app.cells["trip.bergen"].tap()
            try await app.staticTexts["weather.temperature"].requireExistence()
        }
    }
}

extension Tag {
    /// The fixture flows, never part of the real suite.
    @Tag static var fixture: Self
    /// A fixture flow that always passes.
    @Tag static var smoke: Self
}

/// Launches `trips-shell -uiTesting` with a fresh data directory and `arguments`, runs `body`, and terminates the app.
func withFixtureApp(
    arguments: [String] = [], _ body: (Application) async throws -> Void
) async throws {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trips-fixture-\(UUID())")
    defer { try? FileManager.default.removeItem(at: directory) }
    let app = Application()
    app.launchArguments = ["-uiTesting", "--data-dir", directory.path] + arguments
    do {
        try await app.launch()
        try await body(app)
    } catch {
        await app.terminate()
        throw error
    }
    await app.terminate()
}
