import Foundation
import Testing

@testable import AppRunner

/// The app's log lines, as the runner takes them from its messages: each step keeps the ones that arrived during it,
/// and a reader gets the ones since its mark, the latest first kept.
struct AppLogTests {
    @Test func eachStepKeepsTheLinesThatArrivedDuringIt() async throws {
        let app = Fixture.app("fake_app.py")
        app.launchArguments = ["--driver-clock"]  // the load ends only when the clock is moved: no race with it
        try await app.launch()
        try await app.buttons["fake.load"].tap()  // says "loading"
        try await app.clock.advance(by: .milliseconds(300))  // says "loaded", in the update the load's end pushes
        let session = try #require(app.current.withLock { $0 })
        let steps = session.transcript.steps.all
        #expect(steps.map(\.log).joined().count == 2, "each line in one step")
        #expect(steps.first { $0.title.hasPrefix("tap") }?.log == ["fake: loading"])
        #expect(steps.last?.title.hasPrefix("advanceClock") == true && steps.last?.log == ["fake: loaded"])
        #expect(session.transcript.steps.render().contains("): ok\n    log fake: loading\n"))
        await app.terminate()
    }

    @Test func aReaderGetsTheLinesSinceItsMarkTheLatestOnesWhenBounded() async throws {
        let app = Fixture.app("fake_app.py")
        let beforeLaunch = await app.appLog(since: .start, latest: 10).lines
        #expect(beforeLaunch.isEmpty, "not launched: no lines")
        try await app.launch()
        try await app.buttons["fake.load"].tap()
        _ = try await app.staticTexts["fake.result"].waitForExistence()
        let all = await app.appLog(since: .start, latest: 10)
        #expect(all.lines == ["fake: loading", "fake: loaded"] && all.earlier == 0)
        let none = await app.appLog(since: all.next, latest: 10)
        #expect(none.lines.isEmpty && none.earlier == 0 && none.next == all.next)
        let latest = await app.appLog(since: .start, latest: 1)
        #expect(latest.lines == ["fake: loaded"] && latest.earlier == 1)
        await app.terminate()
    }
}
