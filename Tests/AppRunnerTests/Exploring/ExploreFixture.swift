import Foundation
import Testing

@testable import AppRunner

/// Walks of the explorer's stand-in app, `Fixtures/explore_app.py`, with a fault planted.
enum ExploreFixture {
    /// The options every walk of the stand-in takes: a short settle bound, since one plant never settles.
    static var options: ExplorationOptions {
        var options = ExplorationOptions()
        options.seed = 42
        options.settleTimeout = .milliseconds(500)
        options.maxActions = 2000
        options.maxDuration = .seconds(90)
        return options
    }

    /// The stand-in with `plant`, on the driver's clock, with `noise` buttons that only count their taps (its own 20
    /// when `nil`: a walk of hundreds of actions; fewer make a walk quick).
    static func target(plant: String, noise: Int? = nil) -> ExplorationTarget {
        ExplorationTarget(
            executableURL: Fixture.url("explore_app.py"), arguments: ["--driver-clock", "--plant", plant],
            environment: noise.map { ["EXPLORE_NOISE": "\($0)"] } ?? [:])
    }

    /// A whole walk of the stand-in with `plant`.
    static func explore(
        plant: String, noise: Int? = nil, options: ExplorationOptions = options
    ) async -> ExplorationResult {
        await Explorer(target: target(plant: plant, noise: noise), options: options).run()
    }

    /// The one failure a walk of the stand-in with `plant` finds.
    static func only(
        plant: String, noise: Int? = nil, options: ExplorationOptions = options
    ) async throws -> ExplorationFailure {
        let result = await explore(plant: plant, noise: noise, options: options)
        #expect(result.failures.count == 1, "\(result.failures.map(\.violation))")
        return try #require(result.failures.first)
    }
}
