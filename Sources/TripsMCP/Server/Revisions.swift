/// The MCP revisions the server speaks, and the names of the fields each one adds.
public enum Revisions {
    /// The revision without a handshake: every request carries its version and the client's capabilities in `_meta`.
    public static let modern = "2026-07-28"
    /// The revision with the `initialize` handshake.
    public static let handshake = "2025-11-25"
    /// Every revision the server speaks, newest first: what an unsupported version's error lists.
    public static let supported = [modern, handshake]

    /// The `_meta` key of a request's protocol version (2026-07-28).
    public static let protocolVersionKey = "io.modelcontextprotocol/protocolVersion"
    /// The `_meta` key of a request's client capabilities (2026-07-28).
    public static let clientCapabilitiesKey = "io.modelcontextprotocol/clientCapabilities"
    /// The `_meta` key of a result's server identity (2026-07-28).
    public static let serverInfoKey = "io.modelcontextprotocol/serverInfo"
}
