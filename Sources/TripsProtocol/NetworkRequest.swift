import AutomationProtocol

/// One request the app made to the stubbed Open-Meteo, as a `requests` answer lists it.
///
/// `{"number":3,"endpoint":"forecast","city":"seattle","outcome":"cancelled"}`.
public struct NetworkRequest: Sendable, Hashable {
    /// How a request ended, or that it has not.
    public enum Outcome: String, Sendable {
        /// Still on its way.
        case inFlight
        /// Answered by the server (with ``NetworkRequest/status``, which may be an error status).
        case answered
        /// Failed before an answer came (``NetworkRequest/reason`` says why).
        case failed
        /// Cancelled by the app: nobody waited for its answer any more.
        case cancelled
    }

    /// Its number, from 1, in the order the app made its requests.
    public var number: Int
    /// `search` (places by name) or `forecast` (the weather at a place).
    public var endpoint: String
    /// The city it was about, as an identifier slug: the name searched for, or the place forecast.
    public var city: String
    /// How it ended.
    public var outcome: Outcome
    /// The HTTP status of an answered request.
    public var status: Int?
    /// Why a failed request failed.
    public var reason: String?

    /// Makes a record.
    public init(
        number: Int, endpoint: String, city: String, outcome: Outcome, status: Int? = nil, reason: String? = nil
    ) {
        self.number = number
        self.endpoint = endpoint
        self.city = city
        self.outcome = outcome
        self.status = status
        self.reason = reason
    }
}
