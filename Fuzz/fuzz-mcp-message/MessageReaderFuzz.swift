import AutomationProtocol
import FuzzSupport
import TripsMCP

/// The MCP server's message reader: any line a client could send is a message or a JSON-RPC error the server can
/// answer with, never a crash or a hang. An error has a reading's code and a sentence, and its answer is one line of
/// JSON naming the same code and `id`; a message read survives being written and read again unchanged.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMessageReader(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let line = UnsafeBufferPointer(start: bytes, count: count)
    switch MessageReader.read(line) {
    case .failure(let error):
        precondition(
            [RPCError.parseError, RPCError.invalidRequest, RPCError.invalidParams].contains(error.code),
            "a reading error with the code \(error.code)")
        precondition(!error.message.isEmpty, "an error with no sentence")
        checkAnswer(OutgoingMessage.error(error), id: error.id, code: error.code)
    case .success(let message):
        let again = MessageReader.read(written(message).jsonBytes)
        precondition(again == .success(message), "a message changed when written and read again: \(message)")
        if case .request(let id, _, _) = message {
            checkAnswer(OutgoingMessage.result(.object([:]), id: id), id: id, code: nil)
        }
    }
    return 0
}

/// The message as a client would write it.
private func written(_ message: IncomingMessage) -> JSONValue {
    var fields: [String: JSONValue] = ["jsonrpc": .string("2.0")]
    switch message {
    case .request(let id, let method, let params):
        fields["id"] = id.json
        fields["method"] = .string(method)
        fields["params"] = .object(params)
    case .notification(let method, let params):
        fields["method"] = .string(method)
        fields["params"] = .object(params)
    case .response(let id):
        fields["id"] = id?.json
        fields["result"] = .object([:])
    }
    return .object(fields)
}

/// The answer is one line holding one JSON-RPC object, for `id` (`null` when there is none), with `code` when it is an
/// error's.
private func checkAnswer(_ answer: [UInt8], id: RequestID?, code: Int?) {
    precondition(answer.last == 0x0A && answer.filter { $0 == 0x0A }.count == 1, "an answer that is not one line")
    guard case .object(let fields)? = JSONValue.parse(answer.dropLast()) else {
        preconditionFailure("an answer that is not a JSON object")
    }
    precondition(fields["jsonrpc"] == .string("2.0"), "an answer without \"jsonrpc\": \"2.0\"")
    precondition(fields["id"] == (id?.json ?? .null), "an answer with another id")
    if let code {
        guard case .object(let error)? = fields["error"] else { preconditionFailure("an error answer without error") }
        precondition(error["code"] == .integer(code), "an error answer with another code")
    }
}

#if !FUZZING
    /// Replays saved inputs when built without libFuzzer.
    @main enum MessageReaderReplay {
        static func main() { FuzzReplay.run(fuzzMessageReader) }
    }
#endif
