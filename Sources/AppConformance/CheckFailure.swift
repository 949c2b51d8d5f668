/// What an app did instead of what a check asked: the second half of a check's line ("… — the app wrote nothing
/// within 10 s before its hello").
public struct CheckFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What the app did, as the end of a sentence whose subject is the app.
    public var what: String

    /// A failure saying the app `what`.
    public init(_ what: String) {
        self.what = what
    }

    /// The failure as the check's line ends: "the app " and what it did.
    public var description: String { "the app \(what)" }
}
