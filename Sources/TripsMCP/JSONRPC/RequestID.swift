import AutomationProtocol

/// A JSON-RPC request's `id`: a string or a whole number, which MCP never lets be `null`.
public enum RequestID: Sendable, Hashable {
    /// A whole-number id.
    case integer(Int)
    /// A string id.
    case string(String)

    /// The id as JSON, to answer with.
    public var json: JSONValue {
        switch self {
        case .integer(let number): .integer(number)
        case .string(let text): .string(text)
        }
    }
}
