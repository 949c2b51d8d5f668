import AutomationProtocol

/// A JSON-RPC error answer: its code, a sentence that says what was wrong and what is accepted, and the `id` of the
/// request it answers (`nil` when the message could not be read far enough to know it).
public struct RPCError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The error's code.
    public var code: Int
    /// The sentence.
    public var message: String
    /// Structured details (the supported versions, for ``unsupportedProtocolVersion``).
    public var data: JSONValue?
    /// The request it answers.
    public var id: RequestID?

    /// An error with this code and sentence.
    public init(_ code: Int, _ message: String, data: JSONValue? = nil, id: RequestID? = nil) {
        self.code = code
        self.message = message
        self.data = data
        self.id = id
    }

    /// `-32700 message`.
    public var description: String { "\(code) \(message)" }

    // MARK: - Codes

    /// The message is not JSON (or not UTF-8).
    public static let parseError = -32700
    /// The message is JSON but not a JSON-RPC request or notification.
    public static let invalidRequest = -32600
    /// No such method.
    public static let methodNotFound = -32601
    /// The method's parameters are wrong: an unknown tool, a missing `_meta` field.
    public static let invalidParams = -32602
    /// The request's protocol version is not one the server speaks (2026-07-28); `data` lists the supported ones.
    public static let unsupportedProtocolVersion = -32022
}
