import AutomationProtocol
import Foundation
import Testing
import TripsProtocol
import TripsTestKit

/// The stubbed network under a driver's control, through the endpoint: `network` changes it while the app runs,
/// `requests` lists what the app asked; an app not launched with `-uiTesting` refuses both, saying why.
@MainActor
@Suite("Network control over the protocol", .bounded())
struct NetworkControlTests {
    /// The app runs in this process, on the main actor every @MainActor suite shares: a full parallel run under
    /// ThreadSanitizer can hold it for seconds at a time.
    private static let deadline = Duration.eventually

    private func answers(_ h: EndpointHarness) -> [EndpointHarness.Answer] {
        h.responses
    }

    @Test func aCityTakenOfflineFailsAndComesBackAndTheLogSaysSo() async throws {
        let h = try EndpointHarness()
        let requests = [
            #"{"id":1,"command":"network","condition":"offline","city":"Seattle"}"#,
            #"{"id":2,"command":"tap","locator":{"identifier":"trip.seattle"}}"#,
            #"{"id":3,"command":"waitForIdle"}"#,
            #"{"id":4,"command":"network","condition":"normal","city":"Seattle"}"#,
            #"{"id":5,"command":"tap","locator":{"identifier":"weather.retry"}}"#,
            #"{"id":6,"command":"waitForIdle"}"#,
            #"{"id":7,"command":"requests"}"#,
        ]
        for line in requests { h.input.yield(line) }
        let running = Task { await h.endpoint.run(lines: h.lines) }
        await expect(timeout: Self.deadline) { answers(h).count == requests.count }
        h.input.finish()
        _ = await running.value
        let all = answers(h)
        #expect(all.allSatisfy { $0.error == nil }, "\(all.compactMap(\.error))")
        #expect(TextRenderer.render(all[2].state.screen).contains("the network is offline"))
        #expect(TextRenderer.render(all[5].state.screen).contains("weather.temperature"))
        let log = all[6].requests ?? []
        #expect(log.map(\.outcome) == [.failed, .answered, .answered], "\(log)")
        #expect(log.map(\.endpoint) == ["search", "search", "forecast"])
        #expect(log.allSatisfy { $0.city == "seattle" })
        #expect(log.first?.reason == "Could not reach Open-Meteo: the network is offline.")
        #expect(log.last?.status == 200)
    }

    @Test func aNetworkChangeNamesWhatIsWrongWithIt() async throws {
        let h = try EndpointHarness()
        h.input.yield(#"{"id":1,"command":"network","condition":"flaky"}"#)
        h.input.yield(#"{"id":2,"command":"network","condition":"failing","status":200}"#)
        h.input.yield(#"{"id":3,"command":"network","condition":"slow"}"#)
        h.input.yield(#"{"id":4,"command":"network","condition":"offline","milliseconds":300}"#)
        h.input.yield(#"{"id":5,"command":"network","condition":"slow","milliseconds":300,"status":503}"#)
        let running = Task { await h.endpoint.run(lines: h.lines) }
        await expect(timeout: Self.deadline) { answers(h).count == 5 }
        h.input.finish()
        _ = await running.value
        let messages = answers(h).map { $0.error?.message ?? "" }
        #expect(messages[0] == "Unknown condition 'flaky'. Known: normal, offline, failing, slow, silent.")
        #expect(messages[1] == "`status` must be an HTTP error status from 400 to 599; it is 200.")
        #expect(messages[2] == "`network` when `slow` needs `milliseconds`: how long each answer takes.")
        #expect(messages[3] == "`network`'s `milliseconds` goes with `slow`, not with `offline`.")
        #expect(messages[4] == "`network`'s `status` goes with `failing`, not with `slow`.")
    }

    @Test func anAppNotLaunchedForUITestingRefusesNetworkControl() async throws {
        let h = try EndpointHarness(uiTesting: false)
        h.input.yield(#"{"id":1,"command":"network","condition":"offline"}"#)
        h.input.yield(#"{"id":2,"command":"requests"}"#)
        let running = Task { await h.endpoint.run(lines: h.lines) }
        await expect(timeout: Self.deadline) { answers(h).count == 2 }
        h.input.finish()
        _ = await running.value
        for answer in answers(h) {
            #expect(answer.error?.code == .notStubbed)
            #expect(
                answer.error?.message
                    == "Only an app launched with -uiTesting lets a driver change its network or read its requests; "
                    + "this one's network is as it was launched.")
        }
    }
}
