import Foundation
import TestSupport
import Testing

@testable import AppRunner

/// Waits wake on the app's pushed updates, and give up at once when nothing can change.
@Suite(.bounded())
struct WaitTests {
    private func launchedFakeApp(_ arguments: [String] = [], test: String = #function) async throws -> Application {
        let app = Fixture.app("fake_app.py", test: test)
        app.launchArguments = arguments
        try await app.launch()
        return app
    }

    @Test func aWaitWakesWhenAPushedUpdateMakesItTrue() async throws {
        let app = try await launchedFakeApp()
        try await app.buttons["fake.arm"].tap()
        let result = app.staticTexts["fake.result"]
        let existedBefore = try await result.exists
        #expect(existedBefore == false)
        async let appeared = result.waitForExistence(timeout: Fixture.farPastTheBound)
        // The update comes only when the test triggers it: no timer in the app, none in the runner.
        kill(try #require(app.processIdentifier), SIGUSR1)
        let didAppear = try await appeared
        let resultLabel = try await result.label
        #expect(didAppear)
        #expect(resultLabel == "Triggered")
    }

    @Test func aWaitFollowsTheAppsOwnWorkToItsEnd() async throws {
        let app = try await launchedFakeApp()
        try await app.buttons["fake.load"].tap()
        try await app.staticTexts["fake.title"].waitForLabel("Loaded", timeout: Fixture.farPastTheBound)
        try await app.waitForIdle()
    }

    @Test func anImpossibleWaitFailsAtOnceWithTheScreen() async throws {
        let app = try await launchedFakeApp()
        let error = await #expect(throws: RunnerError.self) {
            try await app.staticTexts["fake.nothing"].requireExistence(timeout: Fixture.farPastTheBound)
        }
        #expect(error?.kind == .cannotHappen)
        #expect(error?.query == "static text \"fake.nothing\"")
        #expect(error?.expected == "exist")
        #expect(error?.lastSeen?.hasPrefix("not on screen") == true)
        #expect(error?.description.contains("== Fake (home) ==") == true)
        #expect(error?.description.contains("button        fake.load  \"Load\"") == true)
    }

    @Test(arguments: [1e20, -1e20, .infinity, .nan])
    func aTimeoutPastAnyIntegerIsSaidAsGivenAndTheWaitStillFailsAtOnce(timeout: TimeInterval) async throws {
        let app = try await launchedFakeApp()
        let error = await #expect(throws: RunnerError.self) {
            try await app.staticTexts["fake.nothing"].requireExistence(timeout: timeout)
        }
        // A timeout past a year waits a year, so only the settled app ends it; one below zero (or not a number) is
        // none, and then the deadline may come first.
        let ends: [RunnerError.Kind] = timeout > 0 ? [.cannotHappen] : [.cannotHappen, .timedOut]
        #expect(error.map { ends.contains($0.kind) } == true, "\(String(describing: error))")
        #expect(app.transcript.contains("wait up to \(timeout) s"), "\(app.transcript)")
    }

    @Test func aWaitOnAPatternThatDoesNotCompileFailsAtOnceSayingSo() async throws {
        let app = try await launchedFakeApp()
        for wait in [
            { try await app.buttons["fake.load"].waitForLabel(.matches("(")) },
            { try await app.buttons["fake.load"].waitForValue(.not(.matches("[a"))) },
        ] {
            let error = await #expect(throws: RunnerError.self) { try await wait() }
            #expect(error?.kind == .invalidQuery)
            #expect(
                error?.message.contains("is not a regular expression (ICU syntax)") == true,
                "\(String(describing: error))")
        }
    }

    @Test func anImpossibleBooleanWaitAnswersFalseAtOnce() async throws {
        let app = try await launchedFakeApp()
        let appeared = try await app.staticTexts["fake.nothing"].waitForExistence(timeout: Fixture.farPastTheBound)
        let gone = try await app.buttons["fake.load"].waitForNonExistence(timeout: Fixture.farPastTheBound)
        #expect(!appeared && !gone)
    }

    @Test func theDriversClockMovesOnlyWhenAdvancedAndAWaitOnItFailsAtOnce() async throws {
        let app = try await launchedFakeApp(["--driver-clock"])
        try await app.buttons["fake.load"].tap()
        let result = app.staticTexts["fake.result"]
        let error = await #expect(throws: RunnerError.self) {
            try await result.requireExistence(timeout: Fixture.farPastTheBound)
        }
        #expect(error?.kind == .cannotHappen)
        #expect(
            error?.message.contains(
                "the app waits only on the driver's clock, with the load in flight; advance it with app.clock.advance(by:)"
            )
                == true, "\(error?.message ?? "")")
        try await app.cells["row.a"].tap()  // waiting on the clock counts as settled for actions
        try await app.clock.advance(by: .milliseconds(300))
        try await result.waitForLabel("Loaded", timeout: 5)
    }

    @Test func advancingALiveClockIsAnErrorThatSaysHowToLaunchOnTheDriversClock() async throws {
        let app = try await launchedFakeApp()
        let error = await #expect(throws: RunnerError.self) { try await app.clock.advance(by: .seconds(1)) }
        #expect(error?.kind == .liveClock)
        #expect(error?.message.hasSuffix("cannot move it: launch the app on the driver's clock.") == true)
    }

    @Test func waitingForAValueOrADisabledStateThatNeverComesFailsAtOnce() async throws {
        let app = try await launchedFakeApp()
        let field = app.textFields["fake.field"]
        let value = await #expect(throws: RunnerError.self) {
            try await field.waitForValue("Ada", timeout: Fixture.farPastTheBound)
        }
        #expect(value?.kind == .cannotHappen)
        #expect(value?.lastSeen?.contains("value \"\"") == true)
        try await app.buttons["fake.disabled"].waitForEnabled(false)
        let enabled = await #expect(throws: RunnerError.self) {
            try await app.buttons["fake.disabled"].waitForEnabled()
        }
        #expect(enabled?.lastSeen?.contains("[disabled: Nothing is ever loaded twice.]") == true)
    }

    /// An app whose work sleeps outside the tasks it counts reads settled while that work is about to change it: a
    /// wait that gives up at once says so, and what to do about it.
    @Test func aWaitThatGivesUpOnAnAppWithASleepItDoesNotCountNamesIt() async throws {
        let standIn = Fixture.url("../../AppConformanceTests/Fixtures/broken_app.py").standardizedFileURL
        let app = Application(executableURL: standIn, name: "AppRunnerTests-untracked")
        app.launchArguments = ["--break", "untracked-sleep"]
        app.launchTimeout = 20
        try await app.launch()
        try await app.buttons["count.increment"].tap()
        let error = await #expect(throws: RunnerError.self) {
            try await app.staticTexts["count.done"].requireExistence(timeout: Fixture.farPastTheBound)
        }
        #expect(error?.kind == .cannotHappen)
        #expect(
            error?.message.contains(
                "The app has 1 sleeper outside the app's tasks, which the app cannot count: start that work with the "
                    + "app's task runner") == true, "\(error?.message ?? "")")
        await app.terminate()
    }
}
