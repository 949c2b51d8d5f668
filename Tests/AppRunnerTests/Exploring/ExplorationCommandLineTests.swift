import Foundation
import TestSupport
import Testing

@testable import AppRunner

/// `app-explore`'s command line: its options, the app and the app's own arguments, and what it refuses.
@Suite(.bounded(.seconds(600)))
struct ExplorationCommandLineTests {
    private let directory = Fixture.url("explore_app.py").deletingLastPathComponent()

    @Test func optionsComeFirstThenTheAppAndItsOwnArguments() throws {
        let read = try ExplorationCommandLine(
            [
                "--seed", "7", "--max-actions", "50", "--max-seconds", "2.5", "--out", "maps", "--value",
                "home.name=Oslo",
                "--value", "home.name=a=b", "--may-do-nothing", "detail.idle", "--key-field", "home.name", "--disable",
                "settles", "--no-relaunch", "--replay-only",
                "explore_app.py", "--driver-clock", "--seed", "9",
            ], directory: directory)
        let options = read.explorer.options
        #expect(options.seed == 7)
        #expect(options.maxActions == 50)
        #expect(options.maxDuration == .milliseconds(2500))
        #expect(options.fieldValues == ["home.name": ["Oslo", "a=b"]])
        #expect(options.mayDoNothing == ["detail.idle"])
        #expect(options.keyFields == ["home.name"])
        #expect(options.disabledInvariants == ["settles"])
        #expect(!options.relaunches)
        #expect(!options.travels)
        #expect(read.explorer.target.executableURL == Fixture.url("explore_app.py").standardizedFileURL)
        #expect(read.explorer.target.arguments == ["--driver-clock", "--seed", "9"])
        #expect(read.output == directory.appendingPathComponent("maps").standardizedFileURL)
        #expect(!read.explorer.target.launchesByForking)
    }

    @Test func aForkServersArgumentsLaunchTheAppByForking() throws {
        let read = try ExplorationCommandLine(
            ["--fork-argument", "--serve", "--fork-argument", "forks", "explore_app.py"], directory: directory)
        #expect(read.explorer.target.profile.forkServerArguments == ["--serve", "forks"])
        #expect(read.explorer.target.launchesByForking)
    }

    @Test func anIdentifierPatternBecomesTheRule() throws {
        let read = try ExplorationCommandLine(
            ["--identifier-pattern", "^[a-z]+\\.[a-zA-Z0-9]+$", "explore_app.py"], directory: directory)
        let rule = try #require(read.explorer.options.identifierRule)
        #expect(rule("home.next"))
        #expect(!rule("Home Next"))
    }

    @Test(arguments: [
        (["--seed", "x", "explore_app.py"], "--seed takes a whole number; it is 'x'."),
        (["--seed"], "--seed needs a value."),
        (["--frobnicate", "1", "explore_app.py"], "Unknown option --frobnicate."),
        ([String](), "No app to explore."),
        (["wire.py.missing"], "wire.py.missing is not an executable file."),
        (["--value", "=x", "explore_app.py"], "--value takes ID=TEXT; it is '=x'."),
        (["--identifier-pattern", "(", "explore_app.py"], "--identifier-pattern '(' is not a regular expression."),
    ])
    func aBadCommandLineSaysWhy(words: [String], problem: String) {
        let error = #expect(throws: ExplorationCommandLine.Problem.self) {
            try ExplorationCommandLine(words, directory: directory)
        }
        #expect(error?.description == problem)
    }

    @Test func theSummarySaysTheCountsAndEachBrokenInvariantWithItsFlow() async throws {
        let result = await ExploreFixture.explore(plant: "idle-button", noise: 2)
        let text = ExplorationSummary(result: result, folder: "out").text
        #expect(text.hasPrefix("explored explore_app.py with seed 42: "))
        #expect(text.contains("never reached: more: more.locked\n"))
        #expect(text.contains("BROKEN Invariant controlsAct broke: Tapping button detail.idle on the detail screen"))
        #expect(
            text.contains("to 2: tap button home.next; tap button detail.idle\n  flow: out/ExploredControlsAct.swift\n")
        )
        #expect(text.hasSuffix("1 invariant broke\n"))
    }
}
