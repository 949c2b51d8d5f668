/// A line from the app to the driver: the greeting, a pushed update, or the answer to a request.
///
/// On the wire every message is one JSON object on one line with a `type` of `hello`, `update` or `response`.
public enum Message: Sendable, Hashable {
    /// The first line the app writes.
    case hello(Hello)
    /// Pushed by the app whenever what it shows or its activity changes, at most once per main-actor turn.
    case update(StateUpdate)
    /// The answer to one request.
    case response(Response)
}

/// The app's greeting: which protocol it speaks and who it is.
public struct Hello: Sendable, Hashable {
    /// The protocol version this side speaks; see ``WireFormat/protocolVersion``.
    public var protocolVersion: Int
    /// The app's name.
    public var app: String
    /// The app's version.
    public var version: String
    /// The app's process identifier.
    public var pid: Int32
    /// The app's first state, whole.
    public var state: AppState

    /// Makes a greeting.
    public init(
        protocolVersion: Int = WireFormat.protocolVersion, app: String, version: String, pid: Int32, state: AppState
    ) {
        self.protocolVersion = protocolVersion
        self.app = app
        self.version = version
        self.pid = pid
        self.state = state
    }
}

/// What the app shows and what it is doing, numbered so that a driver can tell new from old.
public struct AppState: Sendable, Hashable {
    /// 1 in the hello; grows by one each time the app sends a state that differs from the last one it sent, in an
    /// update or a response (a response that changed nothing repeats the latest number).
    public var sequence: Int
    /// What is on screen.
    public var screen: Screen
    /// What the app is doing.
    public var activity: Activity

    /// Makes a state.
    public init(sequence: Int, screen: Screen, activity: Activity) {
        self.sequence = sequence
        self.screen = screen
        self.activity = activity
    }
}

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
