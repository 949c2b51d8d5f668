import AutomationKit
import Domain
import Foundation
import Networking
import Presentation
import Storage
import Testing
import TripsTestKit

/// The whole way, over URLSession against the fake Open-Meteo: a place chosen among two of one name is saved, and
/// after a relaunch its weather is asked at its coordinates, with no search, as the server's request log shows.
@MainActor
@Suite("A chosen place after a relaunch", .timeLimit(.minutes(1)))
struct RelaunchedPlaceTests {
    @Test func theSecondHollywoodIsAskedForAtItsCoordinatesAfterARelaunch() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("trips-relaunch-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        try await LiveServer.run { server in
            let first = Self.app(over: server, in: directory)
            try await TestApp.typeAndLetTheDebouncePass("Hollywood", in: first.app, clock: first.clock)
            try first.app.tap("suggestion.hollywood-2")
            try first.app.type("2026-05-01", into: "newTrip.start")
            try first.app.type("2026-05-03", into: "newTrip.end")
            try first.app.tap("newTrip.save")
            try await settle(first.app)
            let before = try await server.requests().count

            let relaunched = Self.app(over: server, in: directory)
            try relaunched.app.tap("trip.hollywood")
            try await settle(relaunched.app)
            let after = Array(try await server.requests().dropFirst(before))
            #expect(after.map(\.path) == ["/v1/forecast"], "after the relaunch, only the forecast was asked")
            #expect(after.first?.query["latitude"] == "34.09834")
            #expect(after.first?.query["longitude"] == "-118.32674")
            let place = relaunched.app.screen.elements.flatMap(\.allElements).first { $0.identifier == "weather.place" }
            #expect(place?.label == "Hollywood, California, United States")
        }
    }

    /// An app whose Open-Meteo is the fake server, over URLSession, debouncing on a test clock, with its trips and weather in
    /// `directory`: a second one on the same directory is the first relaunched.
    private static func app(over server: LiveServer, in directory: URL) -> (app: AppModel, clock: ManualClock) {
        let activity = ActivityCounters()
        let clock = ManualClock(onSleepersChange: { _ in activity.sleepersChanged() })
        activity.countSleepers { clock.sleeperCount }
        // The requests' timeout runs on the wall clock: a sleep on the test clock would count as the app waiting
        // for the driver, and `settle()` would return while URLSession is still answering.
        let client = server.client()
        let environment = AppEnvironment(
            weather: .cached(
                by: WeatherCache(
                    disk: WeatherDisk(directory: directory.appendingPathComponent("weather")),
                    fetch: { try await client.forecast(at: $0) })),
            search: { try await client.search($0) },
            resolve: { try await client.place(named: $0) },
            clock: clock, manualClock: clock, trips: TripStore(directory: directory), activity: activity)
        return (AppModel(environment: environment), clock)
    }
}
