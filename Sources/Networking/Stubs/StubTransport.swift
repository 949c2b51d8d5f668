import Domain
import Foundation
import SlugRule

/// Answers Open-Meteo requests from the files in `Stubs/`, at the HTTP layer, as strictly as the service does, so
/// the app's decoding runs unchanged.
///
/// A search reads `geocoding/<slug>.json` files, by slug only, so no city name can read a file outside the stub
/// directory, and answers at most `count` places. A forecast is matched to the nearest stubbed place and answered
/// from `forecast/<slug>.json` for a geocoding file's first place, `forecast/<slug>-2.json` for its second, and so
/// on. A file named `<slug>.<status>.json` is served with that status. Latency and failures follow the
/// ``StubNetwork``'s behaviour at the moment a request starts, by the slug of the place's name, on the app's clock;
/// every request is noted in its log with how it ended.
public struct StubTransport: Sendable {
    /// How many places a search answers when it does not say: Open-Meteo's default.
    public static let defaultCount = 10
    /// The most places a search answers, however many it asks for: Open-Meteo's limit.
    public static let maximumCount = 100

    private let library: StubLibrary
    private let network: StubNetwork
    private let clock: any Clock<Duration>

    private var searches: StubFiles { library.searches }
    private var forecasts: StubFiles { library.forecasts }
    private var spots: [StubLibrary.Spot] { library.spots }

    /// Reads the stub directory once; a directory that cannot be read is an error that names it. `network` says how
    /// requests misbehave and logs them; one behaving as `behavior` says unless given one.
    public init(
        directory: URL, behavior: StubBehavior = StubBehavior(), network: StubNetwork? = nil,
        clock: any Clock<Duration> = ContinuousClock()
    ) throws {
        self.init(
            library: try StubLibrary(directory: directory), behavior: behavior, network: network, clock: clock)
    }

    /// Answers from a stub directory already read.
    public init(
        library: StubLibrary, behavior: StubBehavior = StubBehavior(), network: StubNetwork? = nil,
        clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.library = library
        self.network = network ?? StubNetwork(behavior: behavior)
        self.clock = clock
    }

    /// The transport to hand to ``OpenMeteoClient``.
    public var transport: HTTPTransport {
        HTTPTransport { request in try await respond(to: request) }
    }

    /// Answers one request as Open-Meteo would, after the city's latency, or fails as the behaviour says; the
    /// network's log notes it and how it ended.
    public func respond(to request: HTTPRequest) async throws -> (Data, HTTPResponse) {
        let url = request.url
        let (endpoint, city) = subject(of: url)
        let number = network.begin(endpoint, city: city)
        do {
            let answer = try await answer(url)
            network.end(number, with: .answered(status: answer.1.statusCode))
            return answer
        } catch {
            network.end(number, with: Task.isCancelled ? .cancelled : .failed(error.localizedDescription))
            throw error
        }
    }

    /// What a request asks about, for the log: the service and the city's slug.
    private func subject(of url: URL) -> (StubNetwork.Endpoint, String) {
        let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        let value = { (name: String) in query.first { $0.name == name }?.value }
        guard url.path.hasSuffix("/v1/forecast") else { return (.search, Slug.make(value("name") ?? "")) }
        let spot = value("latitude").flatMap(Double.init).flatMap { latitude in
            value("longitude").flatMap(Double.init).flatMap { nearest(latitude, $0) }
        }
        return (.forecast, spot?.city ?? "")
    }

    private func answer(_ url: URL) async throws -> (Data, HTTPResponse) {
        let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
        let value = { (name: String) in query.first { $0.name == name }?.value }
        switch url.path {
        case let path where path.hasSuffix("/v1/search"):
            let name = value("name") ?? ""
            if let status = try await misbehave(for: Slug.make(name)) { return try failure(url, status, name) }
            let count = value("count").flatMap(Int.init) ?? Self.defaultCount
            return try answer(url, search(name, count: min(max(count, 1), Self.maximumCount)))
        case let path where path.hasSuffix("/v1/forecast"):
            guard let latitude = value("latitude").flatMap(Double.init),
                let longitude = value("longitude").flatMap(Double.init)
            else {
                return try answer(url, 400, Self.failureBody("Parameter 'latitude' and 'longitude' must be set"))
            }
            let spot = nearest(latitude, longitude)
            if let status = try await misbehave(for: spot?.city ?? "") { return try failure(url, status, spot?.city) }
            guard let spot, let file = forecasts[spot.forecast] else {
                return try answer(url, 404, Self.failureBody("No stubbed forecast near \(latitude),\(longitude)"))
            }
            return try answer(url, file)
        default:
            return try answer(url, 404, Self.failureBody("Not Found"))
        }
    }

    // MARK: - Searching

    /// The answer to a search: a name of fewer than 2 characters matches nothing, one of 2 only its own file, a
    /// longer one every file whose slug starts with its slug (its own first), at most `count` places in all. A
    /// single file matched is served as it is, with its status; an answer without places has no `results` at all.
    private func search(_ name: String, count: Int) -> StubFiles.File {
        let slug = Slug.make(name)
        let keys: [String]
        switch name.count {
        case ..<2: keys = []
        case 2: keys = searches[slug] == nil ? [] : [slug]
        default:
            keys = searches.files.keys.filter { $0.hasPrefix(slug) }.sorted {
                ($0 == slug ? 0 : 1, $0) < ($1 == slug ? 0 : 1, $1)
            }
        }
        if keys.count == 1, let only = searches[keys[0]],
            only.status != 200 || library.places(in: keys[0]).count <= count
        {
            return only
        }
        let results = keys.flatMap(library.places).prefix(count)
        // What JSONSerialization writes for these keys, sorted: the places as the library wrote each of them.
        var body = Data(#"{"generationtime_ms":0.5"#.utf8)
        if !results.isEmpty {
            body.append(contentsOf: #","results":["#.utf8)
            for (index, place) in results.enumerated() {
                if index > 0 { body.append(UInt8(ascii: ",")) }
                body.append(place)
            }
            body.append(UInt8(ascii: "]"))
        }
        body.append(UInt8(ascii: "}"))
        return StubFiles.File(status: 200, body: body)
    }

    /// The stubbed place nearest these coordinates, if one is within a degree.
    private func nearest(_ latitude: Double, _ longitude: Double) -> StubLibrary.Spot? {
        let distance = { (spot: StubLibrary.Spot) in abs(spot.latitude - latitude) + abs(spot.longitude - longitude) }
        guard let best = spots.min(by: { distance($0) < distance($1) }), distance(best) < 1 else { return nil }
        return best
    }

    // MARK: - Misbehaving

    /// Waits the city's latency, then fails as the behaviour says: thrown, or as the HTTP status to answer with.
    private func misbehave(for slug: String) async throws -> Int? {
        let behavior = network.behavior
        let latency = behavior.latency(for: slug)
        if latency > .zero { try await clock.sleep(for: latency) }
        switch behavior.failure(for: slug) {
        case .offline: throw WeatherError.unreachable(HTTPTransport.explain(URLError(.notConnectedToInternet)))
        case .status(let status): return status
        case .timeout: try await clock.sleep(for: .seconds(365 * 86_400))
        case nil: break
        }
        return nil
    }

    private func failure(_ url: URL, _ status: Int, _ city: String?) throws -> (Data, HTTPResponse) {
        try answer(url, status, Self.failureBody(StubBehavior.reason(for: status, city: Slug.make(city ?? ""))))
    }

    // MARK: - Answering

    private func answer(_ url: URL, _ file: StubFiles.File) throws -> (Data, HTTPResponse) {
        try answer(url, file.status, file.body)
    }

    private func answer(_ url: URL, _ status: Int, _ body: Data) throws -> (Data, HTTPResponse) {
        (body, HTTPResponse(statusCode: status, headers: ["Content-Type": "application/json; charset=utf-8"]))
    }

    static func failureBody(_ reason: String) -> Data {
        let body = ["error": true, "reason": reason] as [String: Any]
        return (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])) ?? Data()
    }
}
