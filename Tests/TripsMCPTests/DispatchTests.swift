import AutomationProtocol
import Testing
import TripsMCP

/// Every method of both revisions, and every bad message: each gets its answer, and the server goes on.
@Suite("Answering messages")
struct DispatchTests {
    let client = TestClient()

    @Test func discoverListsBothRevisionsAndTheToolsCapability() async {
        let answer = await client.request("server/discover")
        #expect(answer?["result", "supportedVersions"] == .array([.string("2026-07-28"), .string("2025-11-25")]))
        #expect(answer?["result", "capabilities", "tools"] != nil)
        #expect(answer?["result", "resultType"] == .string("complete"))
        #expect(answer?["result", "_meta", "io.modelcontextprotocol/serverInfo", "name"] == .string("trips-mcp"))
        if case .string(let text)? = answer?["result", "instructions"] {
            #expect(text.contains("Identifiers are stable references"))
        } else {
            Issue.record("no instructions")
        }
    }

    @Test func theHandshakeComesFirstIn20251125AndThenToolsAreListed() async {
        let early = await client.send(#"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#)
        #expect(early?["error", "code"] == .integer(RPCError.invalidRequest))
        #expect(early?["id"] == .integer(1))
        let hello = await client.send(
            #"{"jsonrpc":"2.0","id":2,"method":"initialize","params":{"protocolVersion":"2025-11-25","#
                + #""capabilities":{},"clientInfo":{"name":"t","version":"1"}}}"#)
        #expect(hello?["result", "protocolVersion"] == .string("2025-11-25"))
        #expect(hello?["result", "serverInfo", "name"] == .string("trips-mcp"))
        let toTheNotification = await client.send(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
        #expect(toTheNotification == nil)
        let list = await client.send(#"{"jsonrpc":"2.0","id":3,"method":"tools/list"}"#)
        guard case .array(let tools)? = list?["result", "tools"] else {
            Issue.record("no tools: \(list?.jsonText ?? "")")
            return
        }
        #expect(tools.count == ToolCatalog.trips.tools.count)
        #expect(list?["result", "resultType"] == nil, "2025-11-25 results have no resultType")
    }

    @Test func theInitializedNotificationAloneIsNoHandshake() async {
        let toTheNotification = await client.send(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
        #expect(toTheNotification == nil)
        let list = await client.send(#"{"jsonrpc":"2.0","id":1,"method":"tools/list"}"#)
        #expect(list?["error", "code"] == .integer(RPCError.invalidRequest), "\(list?.jsonText ?? "")")
    }

    @Test func anUnsupportedVersionGetsTheSupportedList() async {
        let answer = await client.send(
            #"{"jsonrpc":"2.0","id":4,"method":"tools/list","params":{"_meta":{"#
                + #""io.modelcontextprotocol/protocolVersion":"2099-01-01","#
                + #""io.modelcontextprotocol/clientCapabilities":{}}}}"#)
        #expect(answer?["error", "code"] == .integer(-32022))
        #expect(answer?["error", "data", "supported"] == .array([.string("2026-07-28"), .string("2025-11-25")]))
        #expect(answer?["error", "data", "requested"] == .string("2099-01-01"))
    }

    @Test func aMetaThatIsNotAnObjectIsInvalidParams() async {
        let answer = await client.send(#"{"jsonrpc":"2.0","id":6,"method":"tools/list","params":{"_meta":"x"}}"#)
        #expect(answer?["error", "code"] == .integer(RPCError.invalidParams), "\(answer?.jsonText ?? "")")
        guard case .string(let message)? = answer?["error", "message"] else {
            Issue.record("no message: \(answer?.jsonText ?? "")")
            return
        }
        #expect(message.hasPrefix("`_meta` must be an object"), "\(message)")
        let null = await client.send(#"{"jsonrpc":"2.0","id":7,"method":"tools/list","params":{"_meta":null}}"#)
        #expect(null?["error", "code"] == .integer(RPCError.invalidRequest), "as none given: not initialized")
    }

    @Test func aModernRequestWithoutCapabilitiesIsInvalidParams() async {
        let answer = await client.send(
            #"{"jsonrpc":"2.0","id":5,"method":"tools/list","params":{"_meta":{"#
                + #""io.modelcontextprotocol/protocolVersion":"2026-07-28"}}}"#)
        #expect(answer?["error", "code"] == .integer(RPCError.invalidParams))
        #expect(
            answer?["error", "message"]
                == .string(
                    "`_meta` needs `io.modelcontextprotocol/clientCapabilities`: the client's capabilities, an object ({} for none)."
                ))
    }

    @Test func anUnknownMethodIsMethodNotFoundWithTheNearestOne() async {
        let answer = await client.request("tools/lists")
        #expect(answer?["error", "code"] == .integer(RPCError.methodNotFound))
        #expect(answer?["error", "message"].map { "\($0)".contains("Did you mean tools/list") } == true)
    }

    @Test func anUnknownToolIsAJSONRPCErrorWrongArgumentsAToolError() async {
        let unknown = await client.request("tools/call", ["name": .string("tapp")])
        #expect(unknown?["error", "code"] == .integer(RPCError.invalidParams))
        #expect(unknown?["error", "message"].map { "\($0)".contains("Did you mean tap") } == true)
        let wrong = await client.call("type", ["identifier": .string("newTrip.destination")])
        #expect(wrong.isError)
        #expect(wrong.text == "`type` needs `text`, a string: the text to type.")
    }

    @Test func badLinesEachGetAnErrorAndTheServerGoesOn() async {
        let lines: [[UInt8]] = [
            Array("{not json".utf8), [0x7B, 0xFF, 0x7D], Array(repeating: 0x20, count: 3 << 20) + Array("{}".utf8),
            Array(#"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#.utf8),
        ]
        for line in lines {
            let answer = await client.server.answer(line).flatMap { JSONValue.parse($0.dropLast()) }
            #expect(answer?["error", "code"] != nil)
            #expect(answer?["id"] == .null)
        }
        let discovered = await client.request("server/discover")
        #expect(discovered?["result"] != nil)
    }

    @Test func aNotificationAndAnAnswerToTheServerGetNoAnswer() async {
        let toTheNotification = await client.send(#"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{}}"#)
        let toTheAnswer = await client.send(#"{"jsonrpc":"2.0","id":9,"result":{}}"#)
        let toTheBlankLine = await client.send("   ")
        #expect(toTheNotification == nil)
        #expect(toTheAnswer == nil)
        #expect(toTheBlankLine == nil)
    }
}
