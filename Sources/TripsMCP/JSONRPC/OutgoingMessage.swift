import AutomationProtocol

/// The server's answers as JSON-RPC 2.0 lines: one JSON object each, ending in a newline.
public enum OutgoingMessage {
    /// The success answer to request `id`.
    public static func result(_ result: JSONValue, id: RequestID) -> [UInt8] {
        line(.object(["jsonrpc": .string("2.0"), "id": id.json, "result": result]))
    }

    /// The error answer, to the request the error names (`"id": null` when it names none).
    public static func error(_ error: RPCError) -> [UInt8] {
        var body: [String: JSONValue] = ["code": .integer(error.code), "message": .string(error.message)]
        if let data = error.data { body["data"] = data }
        return line(.object(["jsonrpc": .string("2.0"), "id": error.id?.json ?? .null, "error": .object(body)]))
    }

    /// A `notifications/progress` for the request that asked for it with `token`: `progress` grows from one to the
    /// next, `total` when known, and what is being done (the MCP specification's progress notifications).
    public static func progress(token: JSONValue, progress: Double, total: Double?, message: String) -> [UInt8] {
        var params: [String: JSONValue] = [
            "progressToken": token, "progress": .number(progress), "message": .string(message),
        ]
        if let total { params["total"] = .number(total) }
        return line(
            .object(["jsonrpc": .string("2.0"), "method": .string("notifications/progress"), "params": .object(params)])
        )
    }

    private static func line(_ value: JSONValue) -> [UInt8] {
        value.jsonBytes + [0x0A]
    }
}
