import AutomationProtocol
import Foundation
import Testing
import TripsRunner

/// The flows of docs/writing-flows.md: every code sample there is a part of this file, compiled and run with the
/// suite (a test of the runner checks that the guide quotes it exactly).
@Suite("Guide", .tags(.guide), .evidence)
struct GuideFlows {
    @Test("A first flow: Seattle shows its weather")
    func firstFlow() async throws {
        try await withApp { trips in
            let seattle = try await trips.open("Seattle")
            try await seattle.waitForTemperature("61°F")
        }
    }

    @Test("Queries: by identifier, by label, by a predicate, within a part of the screen")
    func queries() async throws {
        try await withApp { trips in
            let app = trips.app
            let rows = app.lists["trips.list"].children(matching: .cell)
            try await rows.waitForCount(3)
            try await rows.matching(label: "Kyoto").element.waitForValue("2026-10-05 → 2026-10-14 · 10 days")
            try await rows.matching(value: .contains("2026-06")).element.waitForLabel("Bergen")
            try await rows.matching(label: .matches("^[SK]")).waitForLabels(["Seattle", "Kyoto"])
            try await rows.lastMatch.waitForLabel("Kyoto")
            let long = rows.matching("lasts 10 days or more") { $0.value?.contains("· 1") == true }
            try await long.element.waitForLabel("Kyoto")
            try await app.lists.containing(.cell, identifier: "trip.bergen").waitForCount(1)
            for row in try await rows.allElements {
                try await row.waitForLabel(.not(.equals("")))
            }
            try await rows.matching(label: "Bergen").element.tap()
        }
    }

    @Test("Waits: on an element, on a count, on anything the screen shows")
    func waits() async throws {
        try await withApp { trips in
            let app = trips.app
            try await app.cells["trip.seattle"].tap()
            try await app.staticTexts["weather.temperature"].waitForLabel(.matches(#"^-?\d+°F$"#))
            try await app.staticTexts.waitForCount(.atLeast(5))
            try await app.wait(until: "the weather card has its three lines") { state in
                let card = state.screen.allElements.first { $0.identifier == "weather.card" }
                return card?.children.filter { $0.role == .staticText }.count == 3
            }
        }
    }

    @Test("Steps name each part of a flow in its failures and its report")
    func steps() async throws {
        try await withApp { trips in
            try await step("Open Seattle") {
                let seattle = try await trips.open("Seattle")
                try await step("Read the weather") {
                    try await seattle.waitForConditions("Partly cloudy")
                }
            }
        }
    }

    @Test("A screen, whole, against its snapshot")
    func snapshot() async throws {
        try await withApp { trips in
            let seattle = try await trips.open("Seattle")
            try await seattle.waitForWeather()
            try await seattle.expectScreen(matching: "trip-detail-loaded")
        }
    }

    @Test("The clock: a slow network, moved on by the flow", .tags(.slowNetwork))
    func clock() async throws {
        try await withApp("--driver-clock", "--stub-latency", "2") { trips in
            let seattle = try await trips.open("Seattle")
            try await seattle.waitForLoading()
            try await seattle.letTimePass(.seconds(2))  // Open-Meteo finds the place
            try await seattle.letTimePass(.seconds(2))  // and sends its forecast
            try await seattle.waitForTemperature("61°F")
        }
    }

    @Test("The network: offline while the app runs, back again, and the requests it made", .tags(.networkFailure))
    func network() async throws {
        try await withApp { trips in
            try await trips.network.goOffline(city: "Seattle")
            let seattle = try await trips.open("Seattle")
            try await seattle.waitForFailure(TripDetailPage.offlineMessage)
            try await seattle.network.restore(city: "Seattle")
            try await seattle.retry()
            try await seattle.waitForWeather()
            try await seattle.network.expectOutcomes([.failed, .answered, .answered], for: "Seattle")
        }
    }

    @Test("The weather cache: ten minutes of the app's now, then asked again", .tags(.weather))
    func weatherCache() async throws {
        try await withApp("--driver-clock") { trips in
            var seattle = try await trips.open("Seattle")
            try await seattle.waitForWeather()
            try await seattle.back().letTimePass(.seconds(9 * 60))  // nine minutes: still fresh
            seattle = try await trips.open("Seattle")
            try await seattle.waitForWeather()
            try await seattle.back().letTimePass(.seconds(2 * 60))  // eleven minutes: stale
            seattle = try await trips.open("Seattle")
            try await seattle.waitForWeather()
            try await seattle.network.expectOutcomes([.answered, .answered], for: "Seattle", endpoint: "forecast")
        }
    }

    @Test("Relaunch: the same data directory, other arguments, no nesting", .tags(.relaunch, .networkFailure))
    func relaunch() async throws {
        try await withApp(environment: ["TZ": "UTC"]) { trips in
            let list = try await trips.addTrip(to: "Berlin", from: "2026-09-01", to: "2026-09-04")
            let offline = try await list.relaunch("--stub-offline", "all")
            let berlin = try await offline.open("Berlin")
            try await berlin.waitForFailure(TripDetailPage.offlineMessage)
        }
    }

    /// A trip's cell and the screen it opens name the same city: the cell's label is the trip screen's title and
    /// its destination. A step invariant, as only the step sees both screens.
    static let cellAndScreenNameTheSameCity = StepInvariant("cellAndScreenNameTheSameCity") { before, action, after in
        guard case .tap(let identifier, .cell) = action, after.name == "trip",
            let cell = before.allElements.first(where: { $0.identifier == identifier })
        else { return nil }
        let destination = after.allElements.first { $0.identifier == "trip.destination" }?.label
        guard after.title != cell.label || destination != cell.label else { return nil }
        return "the cell \(identifier) names \(cell.label), the trip screen it opened \(after.title) "
            + "(destination \(destination ?? "none"))"
    }

    /// The walk's options: its seed and bound, what it types and keys, and the app's own invariants, which the flow
    /// it writes for a broken one hands its probe by this name.
    // A bound of 40 actions reaches the three screens and every control a longer walk of this dictionary reaches;
    // make explore walks every state, and a flow's walk is paid again on every repeat of the suite.
    static var explorationOptions: ExplorationOptions {
        var options = ExplorationOptions()
        options.seed = 7
        options.maxActions = 40
        options.mayDoNothing = ["trip.share"]
        options.keyFields = ["newTrip.destination"]
        options.invariants = [
            ScreenInvariant("titled") { $0.title.isEmpty ? "the \($0.name) screen has no title" : nil }
        ]
        options.stepInvariants = [Self.cellAndScreenNameTheSameCity]
        options.flowOptions = "GuideFlows.explorationOptions"
        return options
    }

    @Test("Exploring: the list, a trip and the form, with invariants of the app's own")
    func explore() async throws {
        let appURL = try #require(try AppProfile.trips.locate?())
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let options = Self.explorationOptions
        let target = ExplorationTarget(
            executableURL: appURL, arguments: ["-uiTesting", "--driver-clock"], profile: .trips, launchesByForking: true
        )
        // #expect on a read, on purpose: the walk's verdict, which names every broken invariant, not a value on screen
        let result = await Explorer(target: target, options: options).run()
        try result.write(to: folder)  // map.json, map.html and a flow per broken invariant
        #expect(result.failures.isEmpty, "\(result.failures.map(\.violation))")
        #expect(result.map.counts.screens == 3)
    }
}
