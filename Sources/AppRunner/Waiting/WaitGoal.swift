import AutomationProtocol

/// What a waiter waits for.
enum WaitGoal: Sendable {
    /// A state that meets the condition; with `settles`, give up at once when the app cannot change on its own; with
    /// `strict`, a screen showing an identifier twice breaks the wait. The condition gets the state's
    /// ``IdentifierIndex``, which the session works out once per state, and again only when a change may have moved
    /// an identifier, not once per waiter and state.
    case state(settles: Bool, strict: Bool = false, condition: @Sendable (AppState, IdentifierIndex) -> Verdict)
    /// The end of the app: its process reaped and both of its output streams closed.
    case end
}
