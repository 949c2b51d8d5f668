/// Why a document's tables cannot be written or do not match their declarations, in a sentence that says what to do.
public struct TableProblem: Error, Sendable, Hashable, CustomStringConvertible {
    /// The sentence.
    public let description: String

    /// A problem in these words.
    public init(_ description: String) { self.description = description }
}
