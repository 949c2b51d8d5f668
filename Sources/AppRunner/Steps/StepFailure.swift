/// An error other than a ``RunnerError`` thrown inside a ``step(_:isolation:_:)``, with the steps it was thrown in.
public struct StepFailure: Error, CustomStringConvertible {
    /// The steps, outermost first.
    public var steps: [String]
    /// The error thrown.
    public var error: any Error

    /// `in step 'Open the first row' › 'Save it': <the error>`.
    public var description: String { "\(StepTrail.phrase(steps)): \(error)" }

    /// Whether `error` is wrapped: not a cancellation, and not Swift Testing's own (a `#require` that recorded its
    /// issue already, a skip), which must reach Swift Testing as they are.
    static func wraps(_ error: any Error) -> Bool {
        !(error is CancellationError) && !String(reflecting: type(of: error)).hasPrefix("Testing.")
    }
}
