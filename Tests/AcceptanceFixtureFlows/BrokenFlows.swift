import Foundation
import Testing
import TripsRunner

/// Ten expectations of different kinds, each broken on purpose against the real `trips-shell`: the material of the
/// test that every failure's first line names both the value expected and the value seen
/// (`scripts/acceptance/tests/test_failure_values.py`). They run only when `TRIPS_BROKEN_FLOWS` is `1`, and are
/// otherwise skipped, so that neither `make unit` nor the other fixture flows' runs fail on them.
@Suite("Broken flows", .tags(.fixture), .evidence, .enabled(if: FixtureState.breaksExpectations))
struct BrokenFlows {
    @Test("A label waited for: Seattle at 70°F")
    func label() async throws {
        try await withFixtureApp { app in
            try await app.cells["trip.seattle"].tap()
            try await app.staticTexts["weather.temperature"].waitForLabel("70°F")
        }
    }

    @Test("A value waited for: Seattle for nine days")
    func value() async throws {
        try await withFixtureApp { app in
            try await app.cells["trip.seattle"].waitForValue("2026-04-10 → 2026-04-18 · 9 days")
        }
    }

    @Test("A count waited for: four trips")
    func count() async throws {
        try await withFixtureApp { app in
            try await app.lists["trips.list"].children(matching: .cell).waitForCount(4)
        }
    }

    @Test("An element required: Retry on weather that loaded")
    func exists() async throws {
        try await withFixtureApp { app in
            try await app.cells["trip.seattle"].tap()
            try await app.staticTexts["weather.temperature"].requireExistence()
            try await app.buttons["weather.retry"].requireExistence()
        }
    }

    @Test("An element required gone: Seattle's row, never deleted")
    func gone() async throws {
        try await withFixtureApp { app in
            try await app.cells["trip.seattle"].requireNonExistence()
        }
    }

    @Test("A screen against a snapshot: Bergen's against Seattle's")
    func screenSnapshot() async throws {
        try await withFixtureApp { app in
            app.snapshotsDirectory =
                URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                .appendingPathComponent("../../AcceptanceTests/Snapshots").standardizedFileURL
            try await app.cells["trip.bergen"].tap()
            try await app.staticTexts["weather.temperature"].requireExistence()
            try await app.expectScreen(matching: "trip-detail-loaded")
        }
    }

    @Test("The request log: the forecast left out")
    func requestLog() async throws {
        try await withFixtureApp { app in
            try await app.cells["trip.seattle"].tap()
            try await app.staticTexts["weather.temperature"].requireExistence()
            // #expect on a read, on purpose: a failed `#expect` for the tools that report one
            let requests = try await app.network.requests.map { "\($0.endpoint) \($0.city)" }
            #expect(requests == ["search seattle"])
        }
    }

    @Test("The pasteboard: Seattle shared at 70°F")
    func pasteboard() async throws {
        try await withFixtureApp { app in
            try await app.cells["trip.seattle"].tap()
            try await app.staticTexts["weather.temperature"].requireExistence()
            try await app.buttons["trip.share"].tap()
            // #expect on a read, on purpose: a failed `#expect` for the tools that report one
            let copied = try await app.pasteboard
            #expect(copied == "Seattle · 2026-04-10 → 2026-04-17 · 8 days · 70°F, Partly cloudy")
        }
    }

    @Test("A requirement: Kyoto first")
    func requirement() async throws {
        try await withFixtureApp { app in
            // #expect on a read, on purpose: a failed `#expect` for the tools that report one
            let first = try await app.cells.firstMatch.label
            try #require(first == "Kyoto")
        }
    }

    @Test("A page's wait: Seattle's weather, offline")
    func pageWait() async throws {
        try await withFixtureApp { app in
            try await app.network.goOffline(city: "Seattle")
            try await app.cells["trip.seattle"].tap()
            // #expect on a read, on purpose: a failed `#expect` for the tools that report one
            let temperature = try await TripScreen(app: app).waitForTemperature()
            #expect(temperature == "61°F")
        }
    }
}

/// A page object as the suite's are: a wait, then a plain value.
struct TripScreen {
    let app: Application

    /// Waits until the weather has loaded and returns its temperature.
    func waitForTemperature() async throws -> String {
        let temperature = app.staticTexts["weather.temperature"]
        try await temperature.requireExistence()
        return try await temperature.label
    }
}
