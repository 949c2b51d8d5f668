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
