import Foundation
import Locking
import Testing

@testable import AppRunner

/// Walks of the explorer's stand-in app, `Fixtures/explore_app.py`, with a fault planted.
enum ExploreFixture {
    /// The options every walk of the stand-in takes: a short settle bound, since one plant never settles; long launch
    /// and time bounds, since the suites walk many stand-ins at once on a loaded machine, and a walk cut short by time
    /// is not the same walk twice (the suites' own bounds end a walk that hangs).
    static var options: ExplorationOptions {
        var options = ExplorationOptions()
        options.seed = 42
        options.settleTimeout = .milliseconds(500)
        options.launchTimeout = .seconds(30)
        options.maxActions = 2000
        options.maxDuration = .seconds(3600)
        return options
    }

    /// The stand-in with `plant`, on the driver's clock, with `noise` buttons that only count their taps (its own 20
    /// when `nil`: a walk of hundreds of actions; fewer make a walk quick).
    static func target(plant: String, noise: Int? = nil) -> ExplorationTarget {
        ExplorationTarget(
            executableURL: Fixture.url("explore_app.py"), arguments: ["--driver-clock", "--plant", plant],
            environment: noise.map { ["EXPLORE_NOISE": "\($0)"] } ?? [:], profile: profile, launchesByForking: true)
    }

    /// The stand-in's fork server, so that a launch costs a fork rather than a Python interpreter's start.
    static let profile = AppProfile(forkServerArguments: ["--serve-forks"])

    /// A whole walk of the stand-in with `plant`, taken anew.
    static func explore(plant: String, noise: Int? = nil, options: ExplorationOptions) async -> ExplorationResult {
        await Explorer(target: target(plant: plant, noise: noise), options: options).run()
    }

    /// The walk of the stand-in with `plant` and the fixture's options, taken once for every test that asks: a walk
    /// is deterministic, and each one started costs the machine dozens of launches.
    static func explore(plant: String, noise: Int? = nil) async -> ExplorationResult {
        let key = "\(plant) \(noise.map(String.init) ?? "-")"
        let walk = walks.withLock { walks in
            if let started = walks[key] { return started }
            let started = Task { await explore(plant: plant, noise: noise, options: options) }
            walks[key] = started
            return started
        }
        return await walk.value
    }

    /// The one failure a walk of the stand-in with `plant` finds.
    static func only(
        plant: String, noise: Int? = nil, options: ExplorationOptions? = nil
    ) async throws -> ExplorationFailure {
        let result =
            if let options {
                await explore(plant: plant, noise: noise, options: options)
            } else {
                await explore(plant: plant, noise: noise)
            }
        #expect(result.failures.count == 1, "\(result.failures.map(\.violation))")
        return try #require(result.failures.first)
    }

    private static let walks = Lock<[String: Task<ExplorationResult, Never>]>([:])
}
