/// How the stubbed Open-Meteo misbehaves, so that flows can see loading and error states.
public struct StubBehavior: Sendable, Hashable {
    /// A way for a stubbed request to fail.
    public enum Failure: String, Sendable, Hashable, CaseIterable {
        /// The network is down: the request never reaches a server.
        case offline
        /// The server answers HTTP 500 with Open-Meteo's error body.
        case serverError
        /// The server never answers, so the client's timeout decides.
        case timeout
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
}
