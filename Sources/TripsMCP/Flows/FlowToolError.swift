/// Why a flow tool could not do what it was asked, in a sentence that says what to do instead.
public struct FlowToolError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The sentence.
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}
