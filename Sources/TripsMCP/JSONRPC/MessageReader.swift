import AutomationProtocol

/// Reads one line from the client as a JSON-RPC 2.0 message, or says exactly why it is not one: a pure function of the
/// line, so that it can be tested and fuzzed alone.
///
/// On stdio an MCP message is one JSON object in UTF-8 on one line. Every way a line can fail gets an ``RPCError``
/// with the `id` to answer, when the line got far enough to have one: not UTF-8 or not JSON (`-32700`), too long, a
/// batch, or not a request (`-32600`), `params` that is not an object (`-32602`).
public enum MessageReader {
    /// The longest line read: a megabyte. A longer one is answered with an error and dropped, so that a pasted file
    /// cannot make the server hold it.
    public static let maximumLength = 1 << 20

    /// Whether the line holds nothing but JSON whitespace (a blank line, which the server skips). A line too long to
    /// read is never blank, whatever its first megabytes hold: it is answered with its refusal, once, as every line is.
    public static func isBlank(_ line: some Collection<UInt8>) -> Bool {
        line.count <= maximumLength && line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
    }

    /// The message the line (without its newline; a `\r` before it is whitespace) holds, or why it holds none.
    public static func read(_ line: some Collection<UInt8>) -> Result<IncomingMessage, RPCError> {
        guard line.count <= maximumLength else {
            return .failure(
                RPCError(
                    RPCError.invalidRequest,
                    "The message is \(line.count) bytes; the server reads messages of at most \(maximumLength) bytes, "
                        + "one JSON-RPC object per line."))
        }
        let bytes = Array(line)
        if let offset = invalidUTF8Offset(bytes) {
            return .failure(
                RPCError(
                    RPCError.parseError,
                    "The message is not UTF-8 (byte \(offset) is not valid there); a message is one JSON-RPC 2.0 "
                        + "object in UTF-8 on one line."))
        }
        guard let value = JSONValue.parse(bytes) else {
            return .failure(
                RPCError(
                    RPCError.parseError,
                    #"The message is not JSON; a message is one JSON-RPC 2.0 object on one line, like "#
                        + #"{"jsonrpc":"2.0","id":1,"method":"tools/list"}."#))
        }
        switch value {
        case .object(let fields): return message(fields)
        case .array:
            return .failure(
                RPCError(
                    RPCError.invalidRequest,
                    "A batch (a JSON array of messages) is not part of MCP; send one JSON-RPC object per line."))
        default:
            return .failure(
                RPCError(RPCError.invalidRequest, "A message is a JSON-RPC 2.0 object; this line is \(value.shown)."))
        }
    }

    // MARK: - Private

    private static func message(_ fields: [String: JSONValue]) -> Result<IncomingMessage, RPCError> {
        var id: RequestID?
        if let value = fields["id"] {
            guard let read = RequestID(value) else {
                return .failure(
                    RPCError(
                        RPCError.invalidRequest, "`id` must be a string or a whole number; it is \(value.shown)."))
            }
            id = read
        }
        guard fields["jsonrpc"] == .string("2.0") else {
            let shown = fields["jsonrpc"].map(describe) ?? "missing"
            return .failure(RPCError(RPCError.invalidRequest, "`jsonrpc` must be \"2.0\"; it is \(shown).", id: id))
        }
        guard let methodValue = fields["method"] else {
            if fields["result"] != nil || fields["error"] != nil { return .success(.response(id: id)) }
            return .failure(
                RPCError(
                    RPCError.invalidRequest,
                    "The message has no `method`: a request names one, such as \"tools/list\".", id: id))
        }
        guard case .string(let method) = methodValue else {
            return .failure(
                RPCError(RPCError.invalidRequest, "`method` must be a string; it is \(methodValue.shown).", id: id))
        }
        var params: [String: JSONValue] = [:]
        switch fields["params"] {
        case nil, .null?: break
        case .object(let object)?: params = object
        case let other?:
            return .failure(
                RPCError(RPCError.invalidParams, "`params` must be an object; it is \(other.shown).", id: id))
        }
        guard let id else { return .success(.notification(method: method, params: params)) }
        return .success(.request(id: id, method: method, params: params))
    }

    /// A string value shown as itself, anything else as ``JSONValue/shown``.
    private static func describe(_ value: JSONValue) -> String {
        if case .string(let text) = value { return "\"\(TextRenderer.quoted(text))\"" }
        return value.shown
    }

    /// Where the bytes stop being UTF-8, or `nil` when they are UTF-8 throughout.
    private static func invalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
        if bytes.allSatisfy({ $0 < 0x80 }) { return nil }
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput: return nil
            case .error: return offset
            }
        }
    }
}
