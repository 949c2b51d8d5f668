import Foundation
import Networking
import TripsTestKit

/// The fake Open-Meteo of `Tests/NetworkingTests/Fixtures/fake_open_meteo.py`, for the presentation tests.
struct LiveServer: Sendable {
    let server: ScriptServer

    static let script = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("NetworkingTests/Fixtures/fake_open_meteo.py")

    /// Runs `body` with the server up, and stops it afterwards.
    static func run<Value: Sendable>(
        isolation: isolated (any Actor)? = #isolation, _ body: (LiveServer) async throws -> Value
    ) async throws -> Value {
        try await ScriptServer.run(script) { try await body(LiveServer(server: $0)) }
    }

    /// The live client, over URLSession, asking this server for both geocoding and forecasts.
    func client(clock: any Clock<Duration> = ContinuousClock()) -> OpenMeteoClient {
        OpenMeteoClient(
            geocodingBase: server.baseURL, forecastBase: server.baseURL, transport: .live, clock: clock,
            timeout: .seconds(10))
    }

    /// How many times the server was asked `key` (`search:seattle`, `forecast:ok`).
    func hits(_ key: String) async throws -> Int {
        try await server.get("/hits", as: [String: Int].self)[key] ?? 0
    }

    /// How many times the server was asked `key`, once that is `count` times, or after the server's deadline (20 s)
    /// if it never is: a long poll the server answers, no sleeping.
    func awaitHits(_ key: String, _ count: Int) async throws -> Int {
        try await server.get("/await-hits?key=\(key)&count=\(count)", as: [String: Int].self)[key] ?? 0
    }

    /// One request the server was sent: its path and its query's values by name.
    struct Request: Decodable, Equatable {
        var path: String
        var query: [String: String]
    }

    /// Every request to `/v1/` the server was sent, in order.
    func requests() async throws -> [Request] {
        try await server.get("/requests", as: [Request].self)
    }

    /// A port on 127.0.0.1 that nothing listens on.
    func closedPort() async throws -> Int {
        try await server.get("/closed-port", as: [String: Int].self)["port"] ?? 1
    }
}
