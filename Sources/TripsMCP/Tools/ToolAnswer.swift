import AutomationProtocol

/// What a tool call answers: text for the model, and whether the call failed (`isError`).
public struct ToolAnswer: Sendable, Hashable {
    /// The answer's text.
    public var text: String
    /// Whether the tool failed: the text then says why, in the runner's words.
    public var isError: Bool

    /// An answer.
    public init(_ text: String, isError: Bool = false) {
        self.text = text
        self.isError = isError
    }

    /// The answer as a `tools/call` result's fields (without the revision's own).
    var json: [String: JSONValue] {
        [
            "content": .array([.object(["type": .string("text"), "text": .string(text)])]),
            "isError": .bool(isError),
        ]
    }
}
