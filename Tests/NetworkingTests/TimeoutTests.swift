import AutomationKit
import Domain
import Foundation
import Networking
import Testing
import TripsTestKit

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The request timeout runs on the injected clock: the test advances it instead of waiting ten seconds.
@Suite("Request timeout", .timeLimit(.minutes(1)))
struct TimeoutTests {
    private func silentServer() -> HTTPTransport {
        HTTPTransport { _ in
            await Gate().wait()  // never opened: returns only when cancelled
            throw CancellationError()
        }
    }

    @Test func aSilentServerTimesOutOnTheClock() async throws {
        let clock = ManualClock()
        let client = OpenMeteoClient(transport: silentServer(), clock: clock, timeout: .seconds(10))
        let answer = Task { try await client.search("Seattle") }
        try await clock.waitForSleepers(1)
        clock.advance(by: .seconds(9))
        #expect(clock.sleeperCount == 1)
        clock.advance(by: .seconds(1))
        await #expect(throws: WeatherError.timedOut(seconds: 10)) { try await answer.value }
    }

    @Test func aClientToldNoTimeoutGivesUpAfterTenSeconds() async throws {
        let clock = ManualClock()
        let client = OpenMeteoClient(transport: silentServer(), clock: clock)
        let answer = Task { try await client.search("Seattle") }
        try await clock.waitForSleepers(1)  // the request's timeout
        clock.advance(by: .milliseconds(9_999))
        #expect(clock.sleeperCount == 1, "gave up before ten seconds")
        clock.advance(by: .milliseconds(1))
        await #expect(throws: WeatherError.timedOut(seconds: 10)) {
            try await within(.eventually, "the request to give up") { try await answer.value }
        }
    }

    @Test func anAnswerInTimeCancelsTheTimer() async throws {
        let clock = ManualClock()
        let client = OpenMeteoClient(
            transport: Fixtures.answering(200, #"{"generationtime_ms": 0.1}"#), clock: clock, timeout: .seconds(10))
        let results = try await client.search("Hogsmeade")
        #expect(results.isEmpty)
        #expect(clock.sleeperCount == 0)
    }

    @Test func stubbedLatencyRunsOnTheAppsClock() async throws {
        let clock = ManualClock()
        let stubs = try StubTransport(
            directory: Fixtures.stubs, behavior: StubBehavior(latency: ["seattle": .seconds(2)]), clock: clock)
        let client = OpenMeteoClient(transport: stubs.transport, clock: clock, timeout: .seconds(10))
        async let weather = client.weather(in: "Seattle")
        try await clock.waitForSleepers(2)  // the timeout and the latency
        clock.advance(by: .seconds(2))
        try await clock.waitForSleepers(2)  // the forecast's timeout and latency
        clock.advance(by: .seconds(2))
        let temperature = try await weather.temperature
        #expect(temperature == 61)
    }

    @Test func aStubThatNeverAnswersEndsInTheTimeout() async throws {
        let clock = ManualClock()
        let stubs = try StubTransport(
            directory: Fixtures.stubs, behavior: StubBehavior(failures: ["*": .timeout]), clock: clock)
        let client = OpenMeteoClient(transport: stubs.transport, clock: clock, timeout: .seconds(10))
        let weather = Task { try await client.weather(in: "Kyoto") }
        try await clock.waitForSleepers(2)
        clock.advance(by: .seconds(10))
        await #expect(throws: WeatherError.timedOut(seconds: 10)) { try await weather.value }
    }
}
