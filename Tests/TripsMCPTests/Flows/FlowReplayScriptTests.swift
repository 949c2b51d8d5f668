import AutomationProtocol
import Foundation
import Testing

@testable import TripsMCP

/// debug_flow reads what a failed flow said to its apps back from its trace: each launch's arguments without the
/// runner's own and the data directory, each request with the screen the app showed when it was sent.
@Suite("A flow's replay script")
struct FlowReplayScriptTests {
    static let hello =
        #"{"app":"trips-shell","pid":1,"protocolVersion":3,"state":{"activity":{"clock":"live","sleepers":0,"tasks":0},"#
        + #""screen":{"elements":[],"name":"trips","title":"Trips"},"sequence":1},"type":"hello","version":"0"}"#
    static let transcript = [
        "+0.000s -- launch /b/trips-shell --automation --protocol-version 3 -uiTesting --data-dir /d/one --driver-clock",
        "+0.010s <- \(hello)",
        "+0.020s -> {\"command\":\"tap\",\"id\":1,\"locator\":{\"identifier\":\"trips.add\"}}",
        "+0.030s -> {\"command\":\"back\",\"id\":2}",
    ].joined(separator: "\n")

    static func trace(_ transcript: String = transcript) -> Data {
        let steps =
            #"[{"title":"tap \"trips.add\"","startMilliseconds":19.5},{"title":"back","startMilliseconds":29.9}]"#
        let quoted = (try? JSONEncoder().encode(transcript)).map { String(decoding: $0, as: UTF8.self) } ?? "\"\""
        return Data(#"{"apps":[{"steps":\#(steps),"transcript":\#(quoted)}]}"#.utf8)
    }

    @Test func aLaunchKeepsItsOwnArgumentsAndEachRequestItsScreen() throws {
        let script = try FlowReplayScript(trace: Self.trace())
        #expect(script.launches.count == 1)
        let launch = try #require(script.launches.first)
        #expect(launch.arguments == ["-uiTesting", "--driver-clock"] && launch.dataDirectory == "/d/one")
        #expect(launch.requests.map(\.milliseconds) == [20, 30])
        #expect(launch.requests.first?.screenBefore?.name == "trips")
    }

    /// The second request is stamped 30 ms, in the millisecond step 2 began (29.9 ms): it is step 2's.
    @Test func beforeAStepItsRequestsAreLeftOut() throws {
        let script = try FlowReplayScript(trace: Self.trace(), beforeStep: 2)
        #expect(script.launches.first?.requests.map(\.milliseconds) == [20])
    }

    @Test func aStepPastTheEndIsRefusedWithTheSteps() {
        #expect(throws: FlowToolError("The flow has steps 1 to 2 (as `make trace` numbers them); there is no step 3."))
        {
            try FlowReplayScript(trace: Self.trace(), beforeStep: 3)
        }
    }

    @Test func aTranscriptThatLostItsStartCannotBeReplayed() {
        let cut = "(12 earlier lines left out; the latest 2000 follow)\n" + Self.transcript
        #expect(throws: FlowToolError.self) { try FlowReplayScript(trace: Self.trace(cut)) }
    }
}
