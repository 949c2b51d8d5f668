import Foundation
import Networking
import TripsTestKit

/// The fake Open-Meteo of `Fixtures/fake_open_meteo.py`, whose city names choose how it fails.
enum FakeOpenMeteo {
    /// The server script.
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/fake_open_meteo.py")

    /// Runs `body` with the server up, and stops it afterwards.
    static func run<Value: Sendable>(
        isolation: isolated (any Actor)? = #isolation, _ body: (ScriptServer) async throws -> Value
    ) async throws -> Value {
        try await ScriptServer.run(script, body)
    }

    /// How many times the server was asked `key` (`search:seattle`, `forecast:ok`), lower case.
    static func hits(_ key: String, on server: ScriptServer) async throws -> Int {
        try await server.get("/hits", as: [String: Int].self)[key] ?? 0
    }

    /// The query of every forecast the server was asked for, in order (`latitude`, `longitude`, `current`, …).
    static func forecastQueries(on server: ScriptServer) async throws -> [[String: String]] {
        struct Request: Decodable {
            var path: String
            var query: [String: String]
        }
        return try await server.get("/requests", as: [Request].self).filter { $0.path == "/v1/forecast" }.map(\.query)
    }

    /// A port on 127.0.0.1 that nothing listens on.
    static func closedPort(on server: ScriptServer) async throws -> Int {
        try await server.get("/closed-port", as: [String: Int].self)["port"] ?? 1
    }
}

extension ScriptServer {
    /// The live client, over URLSession, asking this server for both geocoding and forecasts.
    func liveClient(clock: any Clock<Duration> = ContinuousClock(), timeout: Duration = .seconds(10))
        -> OpenMeteoClient
    {
        OpenMeteoClient(
            geocodingBase: baseURL, forecastBase: baseURL, transport: .live, clock: clock, timeout: timeout)
    }
}
