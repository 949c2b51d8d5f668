/// How the stubbed Open-Meteo misbehaves, so that flows can see loading and error states.
public struct StubBehavior: Sendable, Hashable {
    /// A way for a stubbed request to fail.
    public enum Failure: Sendable, Hashable {
        /// The network is down: the request never reaches a server.
        case offline
        /// The server answers with this HTTP status and an error body, in Open-Meteo's words where it has its own
        /// (``StubBehavior/reason(for:city:)``).
        case status(Int)
        /// The server never answers, so the client's timeout decides.
        case timeout

        /// The server answers HTTP 500.
        public static let serverError = Failure.status(500)
    }

    /// The key that makes a setting apply to every city.
    public static let everywhere = "*"

    /// Extra time every answer takes, on the app's clock, per city slug or ``everywhere``.
    public var latency: [String: Duration]
    /// Cities (by slug) whose requests fail, or ``everywhere``.
    public var failures: [String: Failure]

    /// Makes a behaviour; the default answers at once and never fails.
    public init(latency: [String: Duration] = [:], failures: [String: Failure] = [:]) {
        self.latency = latency
        self.failures = failures
    }

    /// The latency for a city: its own, or the one for every city, or none.
    public func latency(for slug: String) -> Duration {
        latency[slug] ?? latency[Self.everywhere] ?? .zero
    }

    /// The failure for a city: its own, or the one for every city, or none.
    public func failure(for slug: String) -> Failure? {
        failures[slug] ?? failures[Self.everywhere]
    }

    /// The `reason` an error body with this status carries: Open-Meteo's own sentence for the statuses it sends with
    /// one (400, a request it cannot read; 429, too many requests), and a sentence of the stub's for any other.
    public static func reason(for status: Int, city: String) -> String {
        switch status {
        case 400: "Cannot initialize WeatherVariable from invalid String value tempeture_2m for key current"
        case 429: "Minutely API request limit exceeded. Please try again in one minute."
        default: "Stubbed server error for \(city)"
        }
    }
}
