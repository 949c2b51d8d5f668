import AutomationProtocol
import TestSupport
import Testing
import TripsMCP

/// A line is read as a JSON-RPC message, or gets an error that says what was wrong and the `id` to answer with.
@Suite("Reading a message")
struct MessageReaderTests {
    private func read(_ line: String) -> Result<IncomingMessage, RPCError> { MessageReader.read(Array(line.utf8)) }

    private func error(_ line: String) -> RPCError? {
        if case .failure(let error) = read(line) { return error }
        return nil
    }

    @Test func aRequestANotificationAndAnAnswerAreTold() {
        #expect(
            read(#"{"jsonrpc":"2.0","id":7,"method":"tools/list","params":{"cursor":"x"}}"#)
                == .success(.request(id: .integer(7), method: "tools/list", params: ["cursor": .string("x")])))
        #expect(
            read(#"{"jsonrpc":"2.0","id":"a","method":"ping"}"#)
                == .success(.request(id: .string("a"), method: "ping", params: [:])))
        #expect(
            read(#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#)
                == .success(.notification(method: "notifications/initialized", params: [:])))
        #expect(read(#"{"jsonrpc":"2.0","id":3,"result":{}}"#) == .success(.response(id: .integer(3))))
    }

    @Test func aCarriageReturnBeforeTheNewlineIsWhitespace() {
        #expect(
            read("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}\r")
                == .success(.request(id: .integer(1), method: "ping", params: [:])))
    }

    @Test func malformedJSONIsAParseErrorWithNoID() {
        let failure = error(#"{"jsonrpc":"2.0","id":1,"method":"ping""#)
        #expect(failure?.code == RPCError.parseError)
        #expect(failure?.id == nil)
        #expect(failure?.message.contains("not JSON") == true)
    }

    @Test func invalidUTF8IsAParseErrorThatSaysWhere() {
        var bytes = Array(#"{"jsonrpc":"2.0","id":1,"method":"p"#.utf8)
        bytes += [0xC3, 0x28] + Array(#""}"#.utf8)
        guard case .failure(let failure) = MessageReader.read(bytes) else {
            Issue.record("read invalid UTF-8")
            return
        }
        #expect(failure.code == RPCError.parseError)
        #expect(failure.message.contains("not UTF-8 (byte 35 "))
    }

    @Test func aLineOfSeveralMegabytesIsRefusedUnread() async throws {
        // Five megabytes built and read in a debug build: on a thread of its own, not one of the pool's.
        let failure = try await onAThreadOfItsOwn {
            let text = String(repeating: "a", count: 5 << 20)
            let line = #"{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"x":""# + text + #""}}"#
            guard case .failure(let error) = MessageReader.read(Array(line.utf8)) else { return RPCError?.none }
            return error
        }
        #expect(failure?.code == RPCError.invalidRequest)
        #expect(failure?.message.contains("at most \(MessageReader.maximumLength) bytes") == true)
    }

    @Test func aLineTooLongToReadIsNeverBlankSoItGetsItsRefusal() {
        #expect(MessageReader.isBlank([UInt8](repeating: 0x20, count: MessageReader.maximumLength)))
        #expect(!MessageReader.isBlank([UInt8](repeating: 0x20, count: MessageReader.maximumLength + 1)))
    }

    @Test func aBatchIsNotPartOfMCP() {
        #expect(error(#"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#)?.message.contains("batch") == true)
    }

    @Test(arguments: [
        (#""ping""#, "A message is a JSON-RPC 2.0 object; this line is a string."),
        (#"{"id":1,"method":"ping"}"#, #"`jsonrpc` must be "2.0"; it is missing."#),
        (#"{"jsonrpc":"1.0","id":1,"method":"ping"}"#, #"`jsonrpc` must be "2.0"; it is "1.0"."#),
        (#"{"jsonrpc":"2.0","id":null,"method":"ping"}"#, "`id` must be a string or a whole number; it is null."),
        (#"{"jsonrpc":"2.0","id":1.5,"method":"ping"}"#, "`id` must be a string or a whole number; it is 1.5."),
        (#"{"jsonrpc":"2.0","id":1}"#, "The message has no `method`"),
        (#"{"jsonrpc":"2.0","id":1,"method":3}"#, "`method` must be a string; it is 3."),
        (#"{"jsonrpc":"2.0","id":1,"method":"ping","params":[1]}"#, "`params` must be an object; it is an array."),
    ])
    func aMessageThatIsNotARequestSaysWhy(line: String, message: String) {
        #expect(error(line)?.message.hasPrefix(message) == true, "\(String(describing: error(line)))")
    }

    @Test func theIDOfAWrongRequestIsKeptToAnswerIt() {
        #expect(error(#"{"jsonrpc":"2.0","id":9,"method":"ping","params":5}"#)?.id == .integer(9))
        #expect(error(#"{"id":"x","method":"ping"}"#)?.id == .string("x"))
    }

    @Test func aCancellationNamesTheRequestItCancelsAndOnlyItDoes() throws {
        func read(_ line: String) throws -> IncomingMessage { try MessageReader.read(Array(line.utf8)).get() }
        let cancel = #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":"a7","reason":"x"}}"#
        #expect(try read(cancel).cancelledRequest == .string("a7"))
        let progress = #"{"jsonrpc":"2.0","method":"notifications/progress","params":{"requestId":3}}"#
        #expect(try read(progress).cancelledRequest == nil)
        let noID = #"{"jsonrpc":"2.0","method":"notifications/cancelled","params":{"requestId":1.5}}"#
        #expect(try read(noID).cancelledRequest == nil)
        #expect(try read(#"{"jsonrpc":"2.0","id":4,"method":"ping"}"#).requestID == .integer(4))
    }
}
