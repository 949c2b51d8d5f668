import AutomationProtocol
import Foundation
import Testing
import TripsRunner

@testable import TripsMCP

/// The `explore` tool: a walk of the app the server drives, answered as a compact map with each broken invariant's
/// flow, the session's own app left where it was.
@Suite("The explore tool")
struct ExploreToolTests {
    @Test func itAnswersTheCountsEachStateAndHowToReachItAndEachBrokenInvariantsFlow() async {
        await withClient(options: ["-uiTesting", "--driver-clock"]) { client in
            _ = await client.call("tap", ["identifier": .string("trip.seattle")])
            let walked = await client.call("explore", ["max_actions": .integer(40)])
            #expect(!walked.isError, "\(walked.text)")
            #expect(walked.text.hasPrefix("explored trips-shell with seed 0: 40 actions ("), "\(walked.text)")
            #expect(walked.text.contains("\nstates:\n  s0 trips: cell trip.seattle, "), "\(walked.text)")
            #expect(walked.text.contains("\n    by: the launch\n"), "\(walked.text)")
            #expect(
                walked.text.contains("BROKEN Invariant controlsAct broke: Tapping button trip.share"), "\(walked.text)")
            #expect(
                walked.text.contains("flow ExploredControlsAct.swift:\n// Written by the explorer"), "\(walked.text)")
            let screen = await client.call("snapshot")
            #expect(screen.text.contains("(trip)"), "the session's app stays where it was: \(screen.text)")
        }
    }

    @Test func aControlDeclaredOneThatMayDoNothingIsNotABreak() async {
        await withClient(options: ["-uiTesting", "--driver-clock"]) { client in
            let walked = await client.call(
                "explore", ["max_actions": .integer(40), "may_do_nothing": .array([.string("trip.share")])])
            #expect(!walked.text.contains("BROKEN"), "\(walked.text)")
            #expect(walked.text.contains("\nno invariant broke\n"), "\(walked.text)")
        }
    }
}
