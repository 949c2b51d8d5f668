import Foundation
import Locking
import TestSupport
import Testing

@testable import AppRunner

/// A walk's fresh launches, each made ahead of its use while the walk drives the app before it: the walk they give,
/// and the apps they leave behind.
@Suite(.bounded(.seconds(600)))
struct LaunchAheadTests {
    @Test func everyAppAWalkLaunchedHasEndedWhenItReturnsTheOneLaunchedAheadToo() async throws {
        let launched = Lock<[Application]>([])
        var target = ExploreFixture.target(plant: "none", noise: 2)
        target.prepareFreshLaunch = { app in launched.withLock { $0.append(app) } }
        let result = await Explorer(target: target, options: ExploreFixture.options).run()
        let apps = launched.withLock { $0 }
        #expect(apps.count == result.map.counts.launches + 1, "one more than the walk used: the next, made ahead")
        let pids = apps.compactMap(\.processIdentifier)
        #expect(pids.count == apps.count)
        let running = pids.filter { ProcessLiveness.isAlive($0) }
        #expect(running == [])
    }

    @Test func aWalkTakesTheSameActionsWhetherItsLaunchesAreMadeAheadOrInTurn() async throws {
        let target = ExploreFixture.target(plant: "wrong-back", noise: 3)
        let options = ExploreFixture.options
        let ahead = await Explorer(target: target, options: options).run()
        let live = LiveApp(app: target.application(options: options), judge: StepJudge(options: options))
        let walk = ExplorationWalk(live: live, options: options, prepare: target.prepareFreshLaunch)
        _ = await walk.run { .zero }
        await live.end()
        #expect(ahead.map.edges == walk.edges)
        #expect(ahead.map.counts.launches == walk.launches)
    }
}
