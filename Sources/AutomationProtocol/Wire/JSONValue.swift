/// Any JSON value, read without a schema, so that a request can be checked field by field and a wrong one told
/// exactly what is wrong with it: the app's requests, and the MCP server's JSON-RPC messages.
public enum JSONValue: Sendable, Hashable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number with no fraction that fits in an `Int` (`1.0` and `1e3` included).
    case integer(Int)
    /// Any other number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object; a repeated key keeps its last value.
    case object([String: JSONValue])

    /// The value as a person would name it in an error: `-1`, `1.5`, `a string`, `an object`.
    public var shown: String {
        switch self {
        case .null: "null"
        case .bool(let value): "\(value)"
        case .integer(let value): "\(value)"
        case .number(let value): "\(value)"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}
