/// The answer to a request: success or a reason, and the state right after the request was carried out.
public struct Response: Sendable, Hashable {
    /// The request's `id`, or -1 when the request could not be read far enough to know it.
    public var id: Int
    /// Why the request failed; `nil` when it succeeded.
    public var error: WireError?
    /// The state right after the request was carried out, as what changed (whole for `fullState`).
    public var state: StateUpdate
    /// The requests the app made to the stubbed network, oldest first: the answer to `requests`, absent otherwise.
    public var requests: [NetworkRequest]?
    /// What is on the app's pasteboard: the answer to `pasteboard` (absent before anything was copied).
    public var pasteboard: String?

    /// Makes an answer.
    public init(
        id: Int, error: WireError? = nil, state: StateUpdate, requests: [NetworkRequest]? = nil,
        pasteboard: String? = nil
    ) {
        self.id = id
        self.error = error
        self.state = state
        self.requests = requests
        self.pasteboard = pasteboard
    }
}
