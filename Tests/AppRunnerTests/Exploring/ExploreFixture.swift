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

    /// The stand-in with `plant`, on the driver's clock.
    static func target(plant: String) -> ExplorationTarget {
        ExplorationTarget(
            executableURL: Fixture.url("explore_app.py"), arguments: ["--driver-clock", "--plant", plant])
    }

    /// A whole walk of the stand-in with `plant`.
    static func explore(plant: String, options: ExplorationOptions = options) async throws -> ExplorationResult {
        await Explorer(target: target(plant: plant), options: options).run()
    }

    /// The one failure a walk of the stand-in with `plant` finds.
    static func only(plant: String) async throws -> ExplorationFailure {
        let result = try await explore(plant: plant)
        #expect(result.failures.count == 1, "\(result.failures.map(\.violation))")
        return try #require(result.failures.first)
    }
}
