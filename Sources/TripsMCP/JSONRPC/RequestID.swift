import AutomationProtocol

/// A JSON-RPC request's `id`: a string or a whole number, which MCP never lets be `null`.
public enum RequestID: Sendable, Hashable {
    /// A whole-number id.
    case integer(Int)
    /// A string id.
    case string(String)

    /// The id `value` holds, if it is one: a string or a whole number.
    public init?(_ value: JSONValue) {
        switch value {
        case .integer(let number): self = .integer(number)
        case .string(let text): self = .string(text)
        default: return nil
        }
    }

    /// The id as JSON, to answer with.
    public var json: JSONValue {
        switch self {
        case .integer(let number): .integer(number)
        case .string(let text): .string(text)
        }
    }
}
