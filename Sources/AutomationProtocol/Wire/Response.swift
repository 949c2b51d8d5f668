/// The answer to a request: success or a reason, and the state right after the request was carried out.
public struct Response: Sendable, Hashable {
    /// The request's `id`, or -1 when the request could not be read far enough to know it.
    public var id: Int
    /// Why the request failed; `nil` when it succeeded.
    public var error: WireError?
    /// The state right after the request was carried out, as what changed (whole for `fullState`).
    public var state: StateUpdate
    /// What a command that reads something out of the app answers with (a ``CommandAnswer``); `nil` for every other
    /// command, and for one that found nothing to read.
    public var answer: CommandAnswer?

    /// Makes an answer.
    public init(id: Int, error: WireError? = nil, state: StateUpdate, answer: CommandAnswer? = nil) {
        self.id = id
        self.error = error
        self.state = state
        self.answer = answer
    }
}
