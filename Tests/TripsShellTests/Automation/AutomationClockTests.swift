import AutomationProtocol
import Foundation
import Presentation
import Testing
import TripsTestKit

/// What `advanceClock` guarantees: it answers once what it released has run and the app has settled again, and the
/// end of input leaves no request read without an answer.
@MainActor
@Suite("Automation clock and end of input", .timeLimit(.minutes(1)))
struct AutomationClockTests {
    private func advance(_ milliseconds: Int, id: Int) -> String {
        #"{"id":\#(id),"command":"advanceClock","milliseconds":\#(milliseconds)}"#
    }

    @Test func theDebounceRunsAndItsSuggestionsAreInTheAnswer() async throws {
        let h = try EndpointHarness(["--driver-clock"])
        let running = Task { await h.endpoint.run(lines: h.lines) }
        _ = await h.send(#"{"id":1,"command":"tap","locator":{"identifier":"trips.add"}}"#)
        _ = await h.send(#"{"id":2,"command":"type","locator":{"identifier":"newTrip.destination"},"text":"Ber"}"#)
        let earlyAnswer = await h.send(advance(299, id: 3))
        let early = try #require(earlyAnswer)
        #expect(early.state.element("newTrip.suggestions") == nil && early.state.activity.state == .waitingOnClock)
        let dueAnswer = await h.send(advance(1, id: 4))
        let due = try #require(dueAnswer)
        #expect(due.error == nil && due.state.element("suggestion.bergen") != nil)
        #expect(due.state.activity.state == .idle)
        h.input.finish()
        _ = await running.value
    }

    @Test func eachStubbedAnswerWaitsItsLatencyAndAWeatherLoadIsTwo() async throws {
        let h = try EndpointHarness(["--driver-clock", "--stub-latency", "2"])
        let running = Task { await h.endpoint.run(lines: h.lines) }
        _ = await h.send(#"{"id":1,"command":"tap","locator":{"identifier":"trip.seattle"}}"#)
        let placeAnswer = await h.send(advance(2000, id: 2))
        let place = try #require(placeAnswer)
        #expect(place.state.element("weather.status")?.label == "Loading weather…")
        #expect(place.state.activity.state == .waitingOnClock)
        let forecastAnswer = await h.send(advance(2000, id: 3))
        let forecast = try #require(forecastAnswer)
        #expect(forecast.state.element("weather.temperature")?.label == "61°F")
        #expect(forecast.state.activity.state == .idle)
        h.input.finish()
        _ = await running.value
    }

    @Test func everyRequestReadBeforeTheEndIsAnswered() async throws {
        let h = try EndpointHarness(["--stub-latency", "600"])  // a live clock and ten minutes of latency
        let lines =
            (1...20).map { #"{"id":\#($0),"command":"snapshot"}"# } + [
                #"{"id":21,"command":"tap","locator":{"identifier":"trip.seattle"}}"#,
                #"{"id":22,"command":"waitForIdle"}"#,
                "", "   ",
            ] + (23...50).map { #"{"id":\#($0),"command":"snapshot"}"# }
        for line in lines { h.input.yield(line) }
        h.input.finish()
        let exitStatus = await h.endpoint.run(lines: h.lines)  // at once: the time limit fails it if it waits
        #expect(exitStatus == 0)
        #expect(h.responses.map(\.id) == Array(1...50))
        #expect(h.responses[21].error?.code == .inputEnded)
        #expect(h.responses.filter { $0.error != nil }.count == 1)
    }
}
