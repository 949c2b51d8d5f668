import Foundation
import TestSupport
import Testing

@testable import AppRunner

/// The map a walk writes: the same bytes for the same app and seed, what it counts, and the files it goes into.
@Suite(.bounded(.seconds(600)))
struct ExplorationMapTests {
    @Test func theSameWalkTwiceGivesTheSameMapByteForByte() async throws {
        let first = await ExploreFixture.explore(plant: "wrong-back", noise: 3, options: ExploreFixture.options)
        let second = await ExploreFixture.explore(plant: "wrong-back", noise: 3, options: ExploreFixture.options)
        #expect(first.failures.count == 1)
        #expect(first.map.json == second.map.json)
        #expect(MapPage(map: first.map).html == MapPage(map: second.map).html)
        #expect(first.failures.map(\.flowSource) == second.failures.map(\.flowSource))
    }

    @Test func anotherSeedTriesTheActionsInAnotherOrder() async throws {
        var options = ExploreFixture.options
        options.maxActions = 30
        let first = await ExploreFixture.explore(plant: "none", noise: 3, options: options)
        options.seed += 1
        let second = await ExploreFixture.explore(plant: "none", noise: 3, options: options)
        #expect(first.map.edges.map(\.action) != second.map.edges.map(\.action))
    }

    @Test func theMapCountsStatesScreensAndControlsAndSaysWhatWasNeverReached() async throws {
        let map = await ExploreFixture.explore(plant: "none", noise: 3).map
        #expect(map.stoppedBy == "fixedPoint")
        #expect(map.counts.states == map.states.count)
        #expect(map.counts.actions == map.edges.count)
        #expect(Set(map.states.map(\.screen)) == ["home", "detail", "more"])
        #expect(map.controls.filter { !$0.reached }.map(\.identifier) == ["more.locked"])
        #expect(map.states.first?.path == [])
        let fromLaunch = map.edges.filter { $0.from == 0 }
        #expect(fromLaunch.contains { $0.action == "back" && $0.result == "refused: cannotGoBack" })
        #expect(fromLaunch.contains { $0.action == "tap button home.next" && $0.result == "moved" })
        let detail = try #require(map.states.first { $0.screen == "detail" })
        #expect(detail.path == ["tap button home.next"])
    }

    @Test func aWalkGetsBackToAStateByWhatItSawLeadThereAndFindsWhatReplaysFind() async throws {
        let travelling = await ExploreFixture.explore(plant: "none", noise: 3).map
        var options = ExploreFixture.options
        options.travels = false
        let replaying = await ExploreFixture.explore(plant: "none", noise: 3, options: options).map
        #expect(travelling.counts.launches < replaying.counts.launches)
        #expect(travelling.states.map(\.key) == replaying.states.map(\.key))
        #expect(travelling.edges.map(\.action) == replaying.edges.map(\.action))
        #expect(travelling.edges.map(\.result) == replaying.edges.map(\.result))
    }

    @Test func theWalkMovesTheDriversClockWhereSomethingSleepsOnIt() async throws {
        let map = await ExploreFixture.explore(plant: "none", noise: 3).map
        let counting = try #require(map.states.first { $0.key.contains("⏱") })
        #expect(counting.path.last == "tap button home.timer")
        let moves = map.edges.filter { $0.from == counting.id && $0.action.hasPrefix("advance") }
        #expect(moves.map(\.action).sorted() == ["advance 1000 ms", "advance 60000 ms"])
        #expect(moves.contains { $0.action == "advance 60000 ms" && $0.result == "moved" })
    }

    @Test func anAppThatSaysWhenItsFirstSleeperWakesHasItsClockMovedExactlyThere() async throws {
        var target = ExploreFixture.target(plant: "none", noise: 3)
        target.arguments.append("--says-next-wake")
        let map = await Explorer(target: target, options: ExploreFixture.options).run().map
        let counting = try #require(map.states.first { $0.key.contains("⏱") })
        let moves = map.edges.filter { $0.from == counting.id && $0.action.hasPrefix("advance") }
        #expect(moves.map(\.action) == ["advance 3000 ms"])
        #expect(moves.map(\.result) == ["moved"])
    }

    @Test func aBoundOfActionsStopsTheWalkThere() async throws {
        var options = ExploreFixture.options
        options.maxActions = 12
        let map = await ExploreFixture.explore(plant: "none", noise: 3, options: options).map
        #expect(map.stoppedBy == "actions")
        #expect(map.counts.actions == 12)
    }

    @Test func aResultIsWrittenAsTheMapsJSONItsPageAndEachFlow() async throws {
        let result = await ExploreFixture.explore(plant: "idle-button", noise: 2)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("explore-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = try result.write(to: folder)
        #expect(files.map(\.lastPathComponent) == ["map.json", "map.html", "ExploredControlsAct.swift"])
        let json = try String(contentsOf: folder.appendingPathComponent("map.json"), encoding: .utf8)
        let decoded = try JSONDecoder().decode(ExplorationMap.self, from: Data(json.utf8))
        #expect(decoded == result.map)
        let html = try String(contentsOf: folder.appendingPathComponent("map.html"), encoding: .utf8)
        #expect(html.hasPrefix("<!DOCTYPE html>"))
        #expect(html.contains("<h3>controlsAct</h3>"))
        #expect(html.contains("<li>tap button detail.idle</li>"))
    }

    @Test func thePageEscapesWhatTheAppShows() {
        #expect(MapPage.escape("<b>\"Tom & Jerry\"</b>") == "&lt;b&gt;&quot;Tom &amp; Jerry&quot;&lt;/b&gt;")
    }
}
