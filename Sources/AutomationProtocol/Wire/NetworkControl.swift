/// How a driver wants the stubbed network to behave from now on, for one city or for every city.
///
/// On the wire, a `network` request: `{"id":5,"command":"network","condition":"offline","city":"Seattle"}`. Only an
/// app launched with `-uiTesting` accepts it.
public struct NetworkChange: Sendable, Hashable {
    /// How requests behave.
    public enum Condition: Sendable, Hashable {
        /// As launched with no `--stub-*` option: answered at once from the stubs. For one city it removes that city's
        /// own settings; for every city, every setting.
        case normal
        /// The network is down: requests fail before reaching a server.
        case offline
        /// The server answers with this HTTP status and an error body (Open-Meteo's own reason for 400 and 429).
        case failing(status: Int)
        /// Each answer takes this long on the app's clock (a weather load is two answers).
        case slow(milliseconds: Int)
        /// The server never answers; the app's request timeout decides.
        case silent

        /// The condition's wire name.
        public var name: String {
            switch self {
            case .normal: "normal"
            case .offline: "offline"
            case .failing: "failing"
            case .slow: "slow"
            case .silent: "silent"
            }
        }

        /// Every condition's wire name.
        public static let names = ["normal", "offline", "failing", "slow", "silent"]
    }

    /// The city it applies to, by name; `nil` for every city.
    public var city: String?
    /// How its requests behave.
    public var condition: Condition

    /// Makes a change.
    public init(city: String? = nil, condition: Condition) {
        self.city = city
        self.condition = condition
    }
}

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
