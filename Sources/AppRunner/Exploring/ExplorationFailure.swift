/// An invariant a walk broke: the walk from a fresh launch that broke it, the shortest part of it that still does,
/// and that part written as a flow.
public struct ExplorationFailure: Sendable, Equatable {
    /// What broke.
    public var violation: InvariantViolation
    /// The walk from a fresh launch on which it broke first.
    public var walk: [ExploredAction]
    /// The shortest part of ``walk`` that breaks it the same way (1-minimal: no single action of it can go).
    public var shrunk: [ExploredAction]
    /// How many replays the shrinking took.
    public var replays: Int
    /// The file the flow is written to, in the output folder.
    public var flowFile: String
    /// The flow's Swift source.
    public var flowSource: String
}
