/// A request from the driver to the app, answered by a ``Response`` with the same `id`.
///
/// On the wire it is one JSON object on one line: `{"id":3,"command":"tap","locator":{"identifier":"row.first"}}`.
public struct Request: Sendable, Hashable {
    /// Chosen by the driver; the answer carries it back.
    public var id: Int
    /// What to do.
    public var command: Command

    /// Makes a request.
    public init(id: Int, command: Command) {
        self.id = id
        self.command = command
    }
}
