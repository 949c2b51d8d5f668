import AutomationProtocol
import Foundation
import Presentation
import Testing
import TripsTestKit

/// The app's log lines reach the driver with the updates and answers, each once, in the order they were said.
@MainActor
@Suite("The app's log over the wire", .timeLimit(.minutes(1)))
struct AppLogEndpointTests {
    @Test func openingATripSaysTheCacheAskedAndOpeningItAgainThatMemoryAnswered() async throws {
        let h = try EndpointHarness()
        let running = Task { await h.endpoint.run(lines: h.lines) }
        _ = await h.send(#"{"id":1,"command":"tap","locator":{"identifier":"trip.seattle"}}"#)
        _ = await h.send(#"{"id":2,"command":"waitForIdle"}"#)
        let first = h.written.logged
        #expect(first.contains("cache: Seattle, asks the network"))
        #expect(first.contains("request: forecast Seattle, answered 200"))
        #expect(first.contains { $0.hasPrefix("disk: Seattle, nothing saved") })
        _ = await h.send(#"{"id":3,"command":"back"}"#)
        _ = await h.send(#"{"id":4,"command":"tap","locator":{"identifier":"trip.seattle"}}"#)
        _ = await h.send(#"{"id":5,"command":"waitForIdle"}"#)
        let again = Array(h.written.logged.dropFirst(first.count))
        #expect(again.contains { $0.hasPrefix("memory: Seattle, age ") && $0.hasSuffix(", fresh") })
        #expect(!again.contains("cache: Seattle, asks the network"), "each line is carried once")
        h.input.finish()
        _ = await running.value
    }

    @Test func aRefusedInputIsInTheAnswerToTheRequestThatTypedIt() async throws {
        let h = try EndpointHarness()
        let running = Task { await h.endpoint.run(lines: h.lines) }
        _ = await h.send(#"{"id":1,"command":"tap","locator":{"identifier":"trips.add"}}"#)
        let typeAnswer = await h.send(
            #"{"id":2,"command":"type","locator":{"identifier":"newTrip.start"},"text":"2026-02-30"}"#)
        let typed = try #require(typeAnswer)
        #expect(typed.response.state.log == [#"input: start "2026-02-30" is not a date (YYYY-MM-DD)"#])
        let snapshotAnswer = await h.send(#"{"id":3,"command":"snapshot"}"#)
        let next = try #require(snapshotAnswer)
        #expect(next.response.state.log.isEmpty, "said once")
        h.input.finish()
        _ = await running.value
    }
}
