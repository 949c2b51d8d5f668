import AppRunner
import AutomationProtocol
import SlugRule
import TripsProtocol

/// The app's stubbed network under the flow's control (`-uiTesting` only): Playwright's `page.route` for Open-Meteo.
///
/// Each change holds from the moment the app has it: requests that start afterwards behave as it says, and one
/// already waiting out its latency keeps waiting. `city: nil` means every city; a city's own setting wins over the one
/// for every city.
///
/// ```swift
/// try await app.network.goOffline(city: "Seattle")
/// try await app.network.restore(city: "Seattle")
/// try await app.network.expectOutcomes([.failed, .answered, .answered], for: "Seattle")
/// ```
public struct AppNetwork: Sendable {
    let app: Application

    // MARK: - Conditions

    /// Requests fail as with no network: "Could not reach Open-Meteo: the network is offline."
    public func goOffline(city: String? = nil) async throws {
        try await change(city, .offline)
    }

    /// The server answers with `status` and an error body (Open-Meteo's own reason for 400 and 429).
    public func fail(city: String? = nil, status: Int = 500) async throws {
        try await change(city, .failing(status: status))
    }

    /// Each answer takes `latency` on the app's clock (a weather load is two answers).
    public func slowDown(city: String? = nil, by latency: Duration) async throws {
        try await change(city, .slow(milliseconds: latency.wholeMilliseconds))
    }

    /// The server never answers; the app's request timeout decides.
    public func stopAnswering(city: String? = nil) async throws {
        try await change(city, .silent)
    }

    /// Back to normal: a city loses its own settings; with no city, every setting goes.
    public func restore(city: String? = nil) async throws {
        try await change(city, .normal)
    }

    // MARK: - The request log

    /// Every request the app has made to the stubbed Open-Meteo, oldest first (the latest thousand).
    public var requests: [NetworkRequest] {
        get async throws { try TripsAnswer(try await app.perform(.requests))?.requests ?? [] }
    }

    /// The requests about one city (by name, compared by slug), oldest first.
    public func requests(for city: String) async throws -> [NetworkRequest] {
        let slug = Slug.make(city)
        return try await requests.filter { $0.city == slug }
    }

    /// Throws a ``RunnerError`` of kind ``RunnerError/Kind/unexpectedAnswer`` unless the requests about `city`
    /// (every city when `nil`) to `endpoint` (`search`, `forecast`; both when `nil`) ended as `outcomes`, oldest
    /// first; its first line names the outcomes expected and the ones the app's log holds.
    public func expectOutcomes(
        _ outcomes: [NetworkRequest.Outcome], for city: String? = nil, endpoint: String? = nil,
        file: String = #filePath, line: Int = #line
    ) async throws {
        let subject =
            "the outcomes of the \(endpoint.map { "\($0) " } ?? "")requests" + (city.map { " for \($0)" } ?? "")
        try await app.expect(subject, toEqual: outcomes, file: file, line: line) {
            let asked = if let city { try await requests(for: city) } else { try await requests }
            return asked.filter { endpoint == nil || $0.endpoint == endpoint }.map(\.outcome)
        }
    }

    // MARK: - Private

    private func change(_ city: String?, _ condition: NetworkChange.Condition) async throws {
        try await app.perform(.network(NetworkChange(city: city, condition: condition)))
    }
}

extension Application {
    /// The app's stubbed network, under the flow's control.
    public var network: AppNetwork { AppNetwork(app: self) }
}
