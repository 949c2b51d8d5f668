import AutomationProtocol
import Foundation
import TestSupport
import Testing

@testable import AppRunner

/// The flow a shrunk walk is written as: its source, and what it does when run, each step through an
/// ``InvariantProbe`` as the written flow takes it, failing for the invariant the walk broke.
@Suite(.bounded(.seconds(600)))
struct ExploredFlowTests {
    @Test(arguments: [
        ("idle-button", "controlsAct"), ("no-reason", "disabledSaysWhy"), ("sequence-crash", "noCrash"),
        ("wrong-back", "backReturns"), ("never-settles", "settles"), ("field-crash", "noCrash"),
    ])
    func theShrunkWalkTakenAsTheFlowTakesItBreaksTheSameInvariant(plant: String, invariant: String) async throws {
        let failure = try await ExploreFixture.only(plant: plant, noise: plant == "sequence-crash" ? nil : 2)
        let app = Application(executableURL: Fixture.url("explore_app.py"), name: "explored-\(plant)")
        app.launchArguments = ["--driver-clock", "--plant", plant]
        let probe = InvariantProbe(app: app, checking: [invariant], settleTimeout: .milliseconds(500))
        await Self.expectTheWalk(of: failure, takenThrough: probe, on: app)
    }

    @Test func theWalkWithoutItsLastActionBreaksNothing() async throws {
        let failure = try await ExploreFixture.only(plant: "wrong-back", noise: 2)
        let app = Application(executableURL: Fixture.url("explore_app.py"), name: "explored-short")
        app.launchArguments = ["--driver-clock", "--plant", "wrong-back"]
        let probe = InvariantProbe(app: app)
        try await probe.launch()
        for action in failure.shrunk.dropLast() {
            try await probe.step(action) { try await Self.take(action, on: app) }
        }
        await app.terminate()
    }

    @Test func theSourceLaunchesTheAppAsTheWalkDidAndTakesEachStepThroughTheProbe() async throws {
        let failure = try await ExploreFixture.only(plant: "wrong-back", noise: 2)
        let source = failure.flowSource
        #expect(failure.flowFile == "ExploredBackReturns.swift")
        #expect(source.contains("@Test(\"Explored: backReturns breaks\")\nfunc exploredBackReturns() async throws {\n"))
        #expect(source.contains("    app.launchArguments = [\"--driver-clock\", \"--plant\", \"wrong-back\"]\n"))
        #expect(source.contains("    app.launchEnvironment = [\"EXPLORE_NOISE\": \"2\"]\n"))
        #expect(source.contains(",\n        profile: AppProfile(forkServerArguments: [\"--serve-forks\"]))\n"))
        #expect(source.split(separator: "\n").filter { $0.hasPrefix("//") }.allSatisfy { $0.count <= 120 })
        #expect(source.contains("    app.launchesByForking = true\n"))
        #expect(source.contains("app: app, checking: [\"backReturns\"], settleTimeout: .milliseconds(500))"))
        let steps = source.split(separator: "\n").filter { $0.contains("probe.step(") }
        #expect(
            steps == [
                "    try await probe.step(.tap(\"home.next\", role: .button)) { try await app.buttons[\"home.next\"].tap() }",
                "    try await probe.step(.tap(\"detail.more\", role: .button)) { try await app.buttons[\"detail.more\"].tap() }",
                "    try await probe.step(.back) { try await app.back() }",
            ])
    }

    @Test func aPageCallTakesTheStepsThePagesDeclareAndTheirModuleIsImported() async throws {
        var options = ExploreFixture.options
        options.pageCall = { action in
            action == .tap("home.next", role: .button) ? "_ = try await HomePage(app: app).next()" : nil
        }
        options.flowImports = ["StandInPages"]
        let failure = try await ExploreFixture.only(plant: "idle-button", noise: 1, options: options)
        #expect(failure.flowSource.contains("import StandInPages\nimport Testing\n"))
        #expect(failure.flowSource.contains("{ _ = try await HomePage(app: app).next() }"))
        #expect(failure.flowSource.contains("{ try await app.buttons[\"detail.idle\"].tap() }"))
    }

    /// The options of a walk that holds the stand-in to an invariant of its own, named for the flows it writes.
    static var ownInvariantOptions: ExplorationOptions {
        var options = ExploreFixture.options
        options.invariants = [
            ScreenInvariant("moreIsUnreachable") { $0.name == "more" ? "the more screen was reached" : nil }
        ]
        options.flowOptions = "ExploredFlowTests.ownInvariantOptions"
        return options
    }

    @Test func aFlowForTheAppsOwnInvariantHandsTheProbeTheOptionsThatDeclareItAndFailsForIt() async throws {
        let failure = try await ExploreFixture.only(plant: "none", noise: 2, options: Self.ownInvariantOptions)
        #expect(
            failure.flowSource.contains(
                "checking: [\"moreIsUnreachable\"], options: ExploredFlowTests.ownInvariantOptions, settleTimeout:"))
        #expect(!failure.flowSource.contains("one of the app's own invariants"))
        let app = Application(executableURL: Fixture.url("explore_app.py"), name: "explored-own")
        app.launchArguments = ["--driver-clock", "--plant", "none"]
        let probe = InvariantProbe(
            app: app, checking: ["moreIsUnreachable"], options: ExploredFlowTests.ownInvariantOptions,
            settleTimeout: .milliseconds(500))
        await Self.expectTheWalk(of: failure, takenThrough: probe, on: app)
    }

    @Test func aFlowForTheAppsOwnInvariantWithoutItsOptionsSaysWhatToHandTheProbe() async throws {
        var options = Self.ownInvariantOptions
        options.flowOptions = nil
        let failure = try await ExploreFixture.only(plant: "none", noise: 2, options: options)
        #expect(failure.flowSource.contains("checking: [\"moreIsUnreachable\"], settleTimeout:"))
        let header = failure.flowSource.split(separator: "\n").prefix { $0.hasPrefix("//") }
            .map { $0.dropFirst(3) }.joined(separator: " ")
        #expect(header.contains("moreIsUnreachable is one of the app's own invariants: hand the probe the options"))
        let builtIn = try await ExploreFixture.only(plant: "wrong-back", noise: 2)
        #expect(!builtIn.flowSource.contains("one of the app's own invariants"))
    }

    @Test func textsAreWrittenAsSwiftLiteralsWhateverTheyHold() {
        #expect(ExploredFlowWriter.literal("Zürich 😀") == "\"Zürich 😀\"")
        #expect(ExploredFlowWriter.literal("a \"b\" \\ c\n\t") == "\"a \\\"b\\\" \\\\ c\\n\\t\"")
        #expect(ExploredFlowWriter.literal("   ") == "\"   \"")
    }

    /// Takes `failure`'s shrunk walk as its written flow does, each step through `probe`, and expects it to break the
    /// invariant the walk broke, the same way; then ends `app`.
    static func expectTheWalk(
        of failure: ExplorationFailure, takenThrough probe: InvariantProbe, on app: Application,
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        let broken = await #expect(throws: InvariantViolation.self, sourceLocation: sourceLocation) {
            try await probe.launch()
            for action in failure.shrunk {
                try await probe.step(action) { try await Self.take(action, on: app) }
            }
        }
        #expect(broken?.signature == failure.violation.signature, sourceLocation: sourceLocation)
        await app.terminate()
    }

    /// The step as the written flow takes it, by the runner's raw queries.
    static func take(_ action: ExploredAction, on app: Application) async throws {
        switch action {
        case .tap(let identifier, .cell): try await app.cells[identifier].tap()
        case .tap(let identifier, _): try await app.buttons[identifier].tap()
        case .type(let identifier, let text): try await app.textFields[identifier].replaceText(text)
        case .back: try await app.back()
        case .advanceClock(let milliseconds): try await app.clock.advance(by: .milliseconds(milliseconds))
        case .relaunch: try await app.relaunch()
        }
    }
}
