import Domain
import Foundation
import Presentation
import Storage
import Testing
import TripsTestKit

/// A trip is a place: the suggestion chosen is kept, a typed destination is found once and kept, and the weather is
/// asked at the place, never found again by name.
@MainActor
@Suite("Places", .exhaustive, .timeLimit(.minutes(1)))
struct PlacesTests {
    nonisolated static let florida = Place(
        name: "Hollywood", country: "United States", region: "Florida", subregion: "Broward County",
        latitude: 26.0112, longitude: -80.14949, id: 4_158_928)
    nonisolated static let california = Place(
        name: "Hollywood", country: "United States", region: "California", subregion: "Los Angeles County",
        latitude: 34.09834, longitude: -118.32674, id: 5_357_527)

    // MARK: - Choosing

    @Test func choosingTheSecondOfTwoSameNamedPlacesKeepsThatPlace() async throws {
        let asked = LockBox<[Place]>([])
        let app = try TestApp.make(
            directory: try Self.temporaryDirectory(),
            fetch: { place in
                asked.withLock { $0.append(place) }
                return Weather(place: place.displayName, temperature: 64, code: 0)
            },
            search: { _ in [Self.florida, Self.california] })
        try await TestApp.typeAndLetTheDebouncePass("Hollywood", in: app, clock: try TestApp.clock(of: app))
        #expect(
            Self.suggestions(app) == [
                "suggestion.hollywood Hollywood, Florida, United States",
                "suggestion.hollywood-2 Hollywood, California, United States",
            ])
        try app.tap("suggestion.hollywood-2")
        try app.type("2026-05-01", into: "newTrip.start")
        try app.type("2026-05-03", into: "newTrip.end")
        try app.tap("newTrip.save")
        try await settle(app)
        let saved = try #require(app.trips.first { $0.destination == "Hollywood" })
        #expect(saved.place == Self.california)
        #expect(try app.environment.trips.load().trips.first { $0.id == saved.id }?.place == Self.california)
        try app.tap("trip.hollywood")
        try await settle(app)
        #expect(asked.value == [Self.california])
    }

    @Test func editingTheDestinationAfterChoosingForgetsThePlace() async throws {
        let app = try TestApp.make(
            directory: try Self.temporaryDirectory(), search: { _ in [Self.florida, Self.california] })
        try await TestApp.typeAndLetTheDebouncePass("Hollywood", in: app, clock: try TestApp.clock(of: app))
        try app.tap("suggestion.hollywood-2")
        try app.type(" Beach", into: "newTrip.destination")
        try app.type("2026-05-01", into: "newTrip.start")
        try app.type("2026-05-03", into: "newTrip.end")
        try app.tap("newTrip.save")
        try await settle(app)
        let saved = try #require(app.trips.first { $0.destination == "Hollywood Beach" })
        #expect(saved.place == nil, "the place chosen was not the destination saved")
    }

    // MARK: - Typed destinations

    @Test func aTypedDestinationIsFoundOnceAndKeptAcrossARelaunch() async throws {
        let directory = try Self.temporaryDirectory()
        let found = LockBox(0)
        let asked = LockBox<[Place]>([])
        let resolve: @Sendable (String) async throws -> Place = { _ in
            found.withLock { $0 += 1 }
            return Self.florida
        }
        let fetch: @Sendable (Place) async throws -> Weather = { place in
            asked.withLock { $0.append(place) }
            return Weather(place: place.displayName, temperature: 79, code: 1)
        }
        let trip = Trip(
            destination: "Hollywood", start: try #require(Day("2026-05-01")), end: try #require(Day("2026-05-03")))
        let app = try TestApp.make(trips: [trip], directory: directory, fetch: fetch, resolve: resolve)
        try app.tap("trip.hollywood")
        try await settle(app)
        #expect(Self.weatherPlace(app) == "Hollywood, Florida, United States")
        #expect(app.trips.first?.place == Self.florida)
        #expect(try TripStore(directory: directory).load().trips.first?.place == Self.florida, "kept on disk")
        try app.back()
        try app.tap("trip.hollywood")
        try await settle(app)
        let relaunched = try TestApp.make(directory: directory, fetch: fetch, resolve: resolve)
        try relaunched.tap("trip.hollywood")
        try await settle(relaunched)
        #expect(Self.weatherPlace(relaunched) == "Hollywood, Florida, United States")
        #expect(found.value == 1, "the destination was found \(found.value) times")
        #expect(asked.value == [Self.florida, Self.florida], "the relaunched app asked at the kept place")
    }

    @Test func aDestinationThatCannotBeFoundSaysSoAndIsLookedForAgainOnRetry() async throws {
        let attempts = LockBox(0)
        let trip = Trip(
            destination: "Hollywood", start: try #require(Day("2026-05-01")), end: try #require(Day("2026-05-03")))
        let app = try TestApp.make(
            trips: [trip], directory: try Self.temporaryDirectory(),
            resolve: { name in
                attempts.withLock { $0 += 1 }
                if attempts.value == 1 { throw WeatherError.unreachable("the network is offline") }
                return Self.california
            })
        try app.tap("trip.hollywood")
        try await settle(app)
        #expect(Self.status(app) == "Could not reach Open-Meteo: the network is offline.")
        #expect(app.trips.first?.place == nil, "nothing was found, so nothing is kept")
        try app.tap("weather.retry")
        try await settle(app)
        #expect(app.trips.first?.place == Self.california)
        #expect(attempts.value == 2)
    }

    // MARK: - Helpers

    private static func suggestions(_ app: AppModel) -> [String] {
        app.screen.elements.flatMap(\.allElements).filter { $0.identifier.hasPrefix("suggestion.") }.map {
            "\($0.identifier) \($0.label)"
        }
    }

    private static func weatherPlace(_ app: AppModel) -> String? {
        app.screen.elements.flatMap(\.allElements).first { $0.identifier == "weather.place" }?.label
    }

    private static func status(_ app: AppModel) -> String? {
        app.screen.elements.flatMap(\.allElements).first { $0.identifier == "weather.status" }?.label
    }

    nonisolated private static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trips-places-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
