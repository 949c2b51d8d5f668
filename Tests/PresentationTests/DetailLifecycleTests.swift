import AutomationProtocol
import Domain
import Presentation
import Testing
import TripsTestKit

/// A detail screen's work lives and dies with it; refresh keeps what is shown.
@MainActor
@Suite("Trip detail lifecycle", .exhaustive, .timeLimit(.minutes(1)))
struct DetailLifecycleTests {
    @Test func leavingCancelsTheLoadAndDropsTheLateAnswer() async throws {
        let answer = Gate()
        let bergensAnswer = Gate()
        let app = try TestApp.make(fetch: { place in
            await (place.name == "Bergen" ? bergensAnswer : answer).wait()
            return TestApp.seattle
        })
        let recorder = ScreenRecorder(app)
        try app.tap("trip.seattle")
        await answer.waitForWaiters(1)
        await recorder.catchUp(app)
        try app.back()
        #expect(app.runner.isIdle)
        await recorder.catchUp(app)
        answer.open()  // the answer arrives after its screen went away
        try app.tap("trip.bergen")
        // The recorder samples the screen once per main-actor turn: Bergen's answer waits until it saw the loading
        // screen, or a loaded machine's late turn records the answer alone.
        await bergensAnswer.waitForWaiters(1)
        await recorder.catchUp(app)
        bergensAnswer.open()
        try await settle(app)
        let screens = await recorder.finish(app)
        #expect(
            screens.map(Self.summary) == [
                "trips", "trip Seattle loading", "trips", "trip Bergen loading", "trip Bergen 61°F",
            ])
    }

    @Test func refreshShowsNoLoadingFlicker() async throws {
        let second = Gate()
        let calls = LockBox(0)
        let app = try TestApp.make(fetch: { _ in
            let call = calls.withLock { calls in
                calls += 1
                return calls
            }
            if call == 2 { await second.wait() }
            return Weather(place: "Seattle, United States", temperature: Double(60 + call), code: 2)
        })
        try app.tap("trip.seattle")
        try await settle(app)
        let recorder = ScreenRecorder(app)
        try app.tap("weather.refresh")
        await second.waitForWaiters(1)
        // The recorder samples the screen once per main-actor turn: it must have seen the refreshing screen before
        // the answer replaces it, or a loaded machine's late turn records the answer alone.
        await recorder.catchUp(app)
        second.open()
        try await settle(app)
        let screens = await recorder.finish(app)
        #expect(
            screens.map(Self.summary) == [
                "trip Seattle 61°F", "trip Seattle 61°F refreshing", "trip Seattle 62°F",
            ])
    }

    @Test func retryAfterAFailureLoadsAgain() async throws {
        let calls = LockBox(0)
        let app = try TestApp.make(fetch: { city in
            let call = calls.withLock { calls in
                calls += 1
                return calls
            }
            if call == 1 { throw WeatherError.unreachable("the network is offline") }
            return TestApp.seattle
        })
        try app.tap("trip.seattle")
        try await settle(app)
        #expect(Self.summary(TextRendererProxy.render(app)) == "trip Seattle failed")
        try app.tap("weather.retry")
        try await settle(app)
        #expect(Self.summary(TextRendererProxy.render(app)) == "trip Seattle 61°F")
    }

    @Test func deleteAsksFirstAndCancelKeepsTheTrip() async throws {
        let app = try TestApp.make()
        try app.tap("trip.bergen")
        try app.tap("trip.delete")
        try app.tap("alert.cancel")
        #expect(app.alert == nil)
        #expect(app.trips.map(\.destination) == ["Seattle", "Bergen", "Kyoto"])
        try app.tap("trip.delete")
        try app.tap("alert.confirm")
        #expect(app.screen.name == "trips")
        #expect(app.trips.map(\.destination) == ["Seattle", "Kyoto"])
        #expect(try app.environment.trips.load().trips.map(\.destination) == ["Seattle", "Kyoto"])
    }

    /// One line per screen: its name, the trip, and the weather card's state.
    static func summary(_ text: String) -> String {
        let lines = text.split(separator: "\n").map(String.init)
        guard let title = lines.first, title.hasSuffix("(trip) ==") else { return "trips" }
        let name = title.dropFirst(3).split(separator: " (").first.map(String.init) ?? "?"
        func has(_ fragment: String) -> Bool { lines.contains { $0.contains(fragment) } }
        var state = "?"
        if has("Loading weather…") {
            state = "loading"
        } else if has("weather.retry") {
            state = "failed"
        } else if let temperature = lines.first(where: { $0.contains("weather.temperature") }) {
            state = temperature.split(separator: "\"").dropFirst().first.map(String.init) ?? "?"
            if has("weather.refresh  \"Refresh\"  [disabled]") { state += " refreshing" }
        }
        return "trip \(name) \(state)"
    }
}

/// Renders the app's screen (a shorthand for the tests).
@MainActor
enum TextRendererProxy {
    static func render(_ app: AppModel) -> String {
        AutomationProtocol.TextRenderer.render(app.screen)
    }
}
