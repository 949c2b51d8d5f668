import AutomationProtocol
import Domain
import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Answers Open-Meteo requests from the files in `Stubs/`, at the HTTP layer, so the app's decoding runs unchanged.
///
/// Files are looked up by slug only (`geocoding/<slug>.json`, `forecast/<slug>.json`), so no city name can read a
/// file outside the stub directory. Latency and failures follow a ``StubBehavior``, on the app's clock.
public struct StubTransport: Sendable {
    private let searches: [String: Data]
    private let forecasts: [String: Data]
    private let places: [(slug: String, latitude: Double, longitude: Double)]
    private let behavior: StubBehavior
    private let clock: any Clock<Duration>

    /// Reads the stub directory once; a directory that cannot be read is an error that names it.
    public init(directory: URL, behavior: StubBehavior = StubBehavior(), clock: any Clock<Duration> = ContinuousClock())
        throws
    {
        searches = try Self.files(in: directory.appendingPathComponent("geocoding"))
        forecasts = try Self.files(in: directory.appendingPathComponent("forecast"))
        places = searches.compactMap { slug, data in
            guard let first = (try? JSONDecoder().decode(OpenMeteoAnswers.Search.self, from: data))?.results?.first
            else { return nil }
            return (slug, first.latitude, first.longitude)
        }.sorted { $0.slug < $1.slug }
        self.behavior = behavior
        self.clock = clock
    }

    /// The transport to hand to ``OpenMeteoClient``.
    public var transport: HTTPTransport {
        HTTPTransport { request in try await respond(to: request) }
    }

    /// Answers one request as Open-Meteo would, after the city's latency, or fails as the behaviour says.
    public func respond(to request: URLRequest) async throws -> (Data, HTTPURLResponse) {
        let url = request.url ?? URL(fileURLWithPath: "/")
        let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        let value = { (name: String) in query.first { $0.name == name }?.value }
        switch url.path {
        case let path where path.hasSuffix("/v1/search"):
            let name = value("name") ?? ""
            if let failure = try await misbehave(for: Slug.make(name)) { return try answer(url, 500, failure) }
            return try answer(url, 200, search(name))
        case let path where path.hasSuffix("/v1/forecast"):
            guard let latitude = value("latitude").flatMap(Double.init),
                let longitude = value("longitude").flatMap(Double.init)
            else {
                return try answer(url, 400, Self.failureBody("Parameter 'latitude' and 'longitude' must be set"))
            }
            let slug = nearest(latitude, longitude)
            if let failure = try await misbehave(for: slug ?? "") { return try answer(url, 500, failure) }
            guard let slug, let body = forecasts[slug] else {
                return try answer(url, 404, Self.failureBody("No stubbed forecast near \(latitude),\(longitude)"))
            }
            return try answer(url, 200, body)
        default:
            return try answer(url, 404, Self.failureBody("Not Found"))
        }
    }

    // MARK: - Private

    private func search(_ name: String) -> Data {
        let slug = Slug.make(name)
        let keys: [String]
        switch name.count {
        case ..<2: keys = []
        case 2: keys = searches[slug] == nil ? [] : [slug]
        default:
            keys = searches.keys.filter { $0.hasPrefix(slug) }.sorted {
                ($0 == slug ? 0 : 1, $0) < ($1 == slug ? 0 : 1, $1)
            }
        }
        if keys.count == 1, let exact = searches[keys[0]] { return exact }
        let results = keys.compactMap { searches[$0] }.flatMap { data -> [Any] in
            let object = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
            return object?["results"] as? [Any] ?? []
        }
        var body: [String: Any] = ["generationtime_ms": 0.5]
        if !results.isEmpty { body["results"] = results }
        return (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])) ?? Data("{}".utf8)
    }

    private func nearest(_ latitude: Double, _ longitude: Double) -> String? {
        let distance = { (place: (slug: String, latitude: Double, longitude: Double)) in
            abs(place.latitude - latitude) + abs(place.longitude - longitude)
        }
        guard let best = places.min(by: { distance($0) < distance($1) }), distance(best) < 1 else { return nil }
        return best.slug
    }

    /// Waits the city's latency, then fails as the behaviour says: thrown, or as the body of an HTTP 500 to send.
    private func misbehave(for slug: String) async throws -> Data? {
        let latency = behavior.latency(for: slug)
        if latency > .zero { try await clock.sleep(for: latency) }
        switch behavior.failure(for: slug) {
        case .offline: throw WeatherError.unreachable(HTTPTransport.explain(URLError(.notConnectedToInternet)))
        case .serverError: return Self.failureBody("Stubbed server error for \(slug)")
        case .timeout: try await clock.sleep(for: .seconds(365 * 86_400))
        case nil: break
        }
        return nil
    }

    private func answer(_ url: URL, _ status: Int, _ body: Data) throws -> (Data, HTTPURLResponse) {
        let headers = ["Content-Type": "application/json; charset=utf-8"]
        guard
            let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)
        else { throw WeatherError.unreadable("the stub could not make an HTTP response for \(url)") }
        return (body, response)
    }

    static func failureBody(_ reason: String) -> Data {
        let body = ["error": true, "reason": reason] as [String: Any]
        return (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])) ?? Data()
    }

    private static func files(in directory: URL) throws -> [String: Data] {
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        var files: [String: Data] = [:]
        for name in names where name.hasSuffix(".json") {
            files[String(name.dropLast(5))] = try Data(contentsOf: directory.appendingPathComponent(name))
        }
        return files
    }
}
