import AutomationProtocol
import Foundation
import TestSupport
import Testing

@testable import AppRunner

/// Each fault planted in the stand-in app is found by a walk of the whole app, and shrunk to exactly the actions that
/// plant it, no more.
@Suite(.bounded(.seconds(600)))
struct ExplorerPlantedFaultTests {
    @Test func aButtonThatDoesNothingIsFoundAndShrunkToTheTwoTapsThatReachIt() async throws {
        let failure = try await ExploreFixture.only(plant: "idle-button", noise: 2)
        #expect(failure.violation.invariant == "controlsAct")
        #expect(failure.shrunk == [.tap("home.next", role: .button), .tap("detail.idle", role: .button)])
    }

    @Test func aDisabledControlThatDoesNotSayWhyIsFoundOnTheScreenItIsOn() async throws {
        let failure = try await ExploreFixture.only(plant: "no-reason", noise: 2)
        #expect(failure.violation.invariant == "disabledSaysWhy")
        #expect(failure.violation.message.contains("more.locked"))
        #expect(failure.shrunk == [.tap("home.next", role: .button), .tap("detail.more", role: .button)])
    }

    @Test func aCrashReachedOnlyByFourTapsInTurnIsShrunkToThoseFourOutOfAWalkOfHundreds() async throws {
        let result = await ExploreFixture.explore(plant: "sequence-crash")
        #expect(result.map.counts.actions >= 200, "the walk is of hundreds of actions")
        let failure = try #require(result.failures.first)
        #expect(result.failures.count == 1, "\(result.failures.map(\.violation))")
        #expect(failure.violation.invariant == "noCrash")
        #expect(failure.violation.message.contains("SIGABRT"))
        #expect(failure.walk.count > 4, "the walk that broke it had more than the four taps")
        #expect(failure.shrunk == ["seq.a", "seq.b", "seq.c", "seq.d"].map { .tap($0, role: .button) })
    }

    @Test func aBackThatLandsOnTheWrongScreenIsShrunkToTheWayThereAndBack() async throws {
        let failure = try await ExploreFixture.only(plant: "wrong-back", noise: 2)
        #expect(failure.violation.invariant == "backReturns")
        #expect(failure.violation.message.contains("went to the home screen, not to the detail screen"))
        #expect(failure.shrunk == [.tap("home.next", role: .button), .tap("detail.more", role: .button), .back])
    }

    @Test func aTaskThatNeverSettlesIsFoundWithinTheSettleBound() async throws {
        let failure = try await ExploreFixture.only(plant: "never-settles", noise: 2)
        #expect(failure.violation.invariant == "settles")
        #expect(failure.violation.message.contains("a sync that never ends"))
        #expect(failure.shrunk == [.tap("home.next", role: .button), .tap("detail.sync", role: .button)])
    }

    @Test func aFieldThatCrashesOnWhitespaceOnlyIsShrunkToThatOneValue() async throws {
        let failure = try await ExploreFixture.only(plant: "field-crash", noise: 2)
        #expect(failure.violation.invariant == "noCrash")
        #expect(failure.shrunk == [.type("home.name", text: "   ")])
    }

    @Test func anAppThatNeverSettlesFromItsLaunchBreaksThatAtTheLaunchAndIsWalkedNoFurther() async throws {
        let result = await ExploreFixture.explore(plant: "busy-at-launch", noise: 1)
        #expect(result.map.stoppedBy == "launch")
        #expect(result.map.counts.actions == 0)
        let failure = try #require(result.failures.first)
        #expect(result.failures.count == 1, "\(result.failures.map(\.violation))")
        #expect(failure.violation.invariant == "settles")
        #expect(failure.violation.message.contains("after the launch"))
        #expect(failure.violation.message.contains("a load that never ends"))
        #expect(failure.shrunk == [])
    }

    @Test func anAppWithNothingPlantedBreaksNothingAndIsWalkedToAFixedPoint() async throws {
        let result = await ExploreFixture.explore(plant: "none", noise: 3)
        #expect(result.failures.isEmpty, "\(result.failures.map(\.violation))")
        #expect(result.map.stoppedBy == "fixedPoint")
        #expect(result.map.counts.screens == 3)
        #expect(result.map.counts.controlsNeverReached == 1, "only the disabled more.locked")
    }
}
