import AutomationProtocol

/// One JSON-RPC 2.0 message from the client, as ``MessageReader`` read it.
public enum IncomingMessage: Sendable, Hashable {
    /// A request, which gets exactly one answer with its `id`.
    case request(id: RequestID, method: String, params: [String: JSONValue])
    /// A notification, which gets no answer.
    case notification(method: String, params: [String: JSONValue])
    /// An answer to a request of the server's (it sends none, so the server drops these).
    case response(id: RequestID?)
}

extension IncomingMessage {
    /// The id of the request, if this is one.
    public var requestID: RequestID? {
        guard case .request(let id, _, _) = self else { return nil }
        return id
    }

    /// The id of the request a `notifications/cancelled` cancels (its `requestId`), if this is one.
    public var cancelledRequest: RequestID? {
        guard case .notification("notifications/cancelled", let params) = self, let value = params["requestId"] else {
            return nil
        }
        return RequestID(value)
    }
}
