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
