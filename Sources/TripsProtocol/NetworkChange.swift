import AutomationProtocol

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
