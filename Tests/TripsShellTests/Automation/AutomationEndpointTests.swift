import AutomationKit
import AutomationProtocol
import Foundation
import Observation
import Presentation
import Testing
import TripsShell
import TripsTestKit

/// The app's side of the protocol, driven in process: lines in through a stream, lines out through a closure.
@MainActor
@Suite("Automation endpoint", .timeLimit(.minutes(1)))
struct AutomationEndpointTests {
    private func harness(_ arguments: [String] = []) throws -> EndpointHarness {
        try EndpointHarness(arguments)
    }

    private func responses(_ h: EndpointHarness) -> [EndpointHarness.Answer] {
        h.responses
    }

    @Test func greetsThenAnswersEachRequestById() async throws {
        let h = try harness()
        h.input.yield(#"{"id":1,"command":"tap","locator":{"identifier":"trip.seatle"}}"#)
        h.input.yield("not json")
        h.input.yield(#"{"id":2,"command":"tap","locator":{"identifier":"trips.add"}}"#)
        h.input.yield(#"{"id":3,"command":"waitForIdle"}"#)
        let running = Task { await h.endpoint.run(lines: h.lines) }
        await expect(timeout: .eventually) { responses(h).count == 4 }
        h.input.finish()
        let exitStatus = await running.value
        #expect(exitStatus == 0)
        let messages = h.written.value
        guard case .hello(let hello) = messages.first else {
            Issue.record("the first line is not a hello")
            return
        }
        #expect(hello.protocolVersion == WireFormat.protocolVersion && hello.state.screen.name == "trips")
        let answers = responses(h)
        #expect(answers.map(\.id) == [1, -1, 2, 3])
        #expect(answers[0].error?.code == .noSuchElement && answers[0].error?.suggestions == ["trip.seattle"])
        #expect(answers[1].error?.code == .badRequest)
        #expect(answers[2].error == nil && answers[2].state.screen.name == "newTrip")
        #expect(answers[2].state.sequence > hello.state.sequence)
    }

    @Test func theEndOfInputCutsAWaitShortAndItIsAnswered() async throws {
        let h = try harness(["--stub-latency", "600"])  // a load that would take ten minutes
        h.input.yield(#"{"id":1,"command":"tap","locator":{"identifier":"trip.seattle"}}"#)
        h.input.yield(#"{"id":2,"command":"waitForIdle"}"#)
        let running = Task { await h.endpoint.run(lines: h.lines) }
        await expect(timeout: .eventually) { responses(h).count == 1 }
        h.input.finish()
        let exitStatus = await running.value  // at once: the time limit fails this if it waits out the latency
        #expect(exitStatus == 0)
        let answers = responses(h)
        #expect(answers.map(\.id) == [1, 2])
        #expect(answers.last?.error?.code == .inputEnded)
    }

    @Test func advancingALiveClockIsRefused() async throws {
        let h = try harness()
        h.input.yield(#"{"id":1,"command":"advanceClock","milliseconds":300}"#)
        let running = Task { await h.endpoint.run(lines: h.lines) }
        await expect(timeout: .eventually) { responses(h).count == 1 }
        h.input.finish()
        _ = await running.value
        #expect(responses(h).first?.error?.code == .liveClock)
    }

    @Test func updatesArePushedWhenTheAppChangesOnItsOwn() async throws {
        // A live clock: the tap's answer shows the weather loading, and the weather comes in an update of its own.
        let h = try harness()
        h.input.yield(#"{"id":1,"command":"tap","locator":{"identifier":"trip.seattle"}}"#)
        let running = Task { await h.endpoint.run(lines: h.lines) }
        await expect(timeout: .eventually) {
            h.written.pushed.contains { state in
                state.screen.allElements.contains { $0.identifier == "weather.temperature" }
            }
        }
        h.input.finish()
        _ = await running.value
        let sequences = h.written.value.map { message -> Int in
            switch message {
            case .hello(let hello): hello.state.sequence
            case .update(let state): state.sequence
            case .response(let response): response.state.sequence
            }
        }
        #expect(sequences == sequences.sorted())
    }
}
