import AutomationProtocol
import Testing
import TripsMCP

/// The MCP server's message reader on lines the fuzzer makes (Fuzz/fuzz-mcp-message): an error to answer with, on one
/// line, never a crash.
@Suite("The fuzzers' findings on the MCP message reader")
struct FuzzRegressionTests {
    private func failure(_ bytes: [UInt8]) -> RPCError? {
        if case .failure(let error) = MessageReader.read(bytes) { return error }
        return nil
    }

    @Test func aLineNestedDeeperThanTheParserReadsIsAParseError() {
        let error = failure(
            Array(repeating: UInt8(ascii: "["), count: 600) + Array(repeating: UInt8(ascii: "]"), count: 600))
        #expect(error?.code == RPCError.parseError)
        #expect(error?.id == nil)
    }

    @Test(arguments: [
        Array(#"{"jsonrpc":"2\n0","id":"a\u0000b","method":"ping"}"#.utf8),
        Array("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\",\"params\":\"\u{1B}[2J\"}".utf8),
        [0x00, 0x0A, 0x7B],
    ])
    func anErrorsAnswerIsOneLineOfJSON(line: [UInt8]) {
        guard let error = failure(line) else {
            Issue.record("\(line) was read as a message")
            return
        }
        let answer = OutgoingMessage.error(error)
        #expect(answer.filter { $0 == 0x0A } == [0x0A] && answer.last == 0x0A)
        #expect(JSONValue.parse(answer.dropLast()) != nil)
    }
}
