import Domain
import Foundation
import Networking

/// Shared pieces of the networking tests.
enum Fixtures {
    /// The repository's `Stubs/` directory.
    static let stubs = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Stubs")

    /// A made-up Seattle.
    static let seattle = Weather(place: "Seattle, Testland", temperature: 61, code: 2)

    /// Where the made-up Seattle is.
    static let seattlePlace = place("Seattle", latitude: 47.6, longitude: -122.3)

    /// Two places of one name, Hollywood, Florida and Hollywood, California, as Open-Meteo's geocoding gives them.
    static let hollywoods = [
        Place(
            name: "Hollywood", country: "United States", region: "Florida", subregion: "Broward County",
            latitude: 26.0112,
            longitude: -80.14949, id: 4_158_928),
        Place(
            name: "Hollywood", country: "United States", region: "California", subregion: "Los Angeles County",
            latitude: 34.09834, longitude: -118.32674, id: 5_357_527),
    ]

    /// A made-up place of this name in Testland.
    static func place(_ name: String, latitude: Double = 0, longitude: Double = 0) -> Place {
        Place(name: name, country: "Testland", latitude: latitude, longitude: longitude)
    }

    /// A fresh empty directory under the temporary directory.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trips-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A transport that answers every request with this status and body.
    static func answering(_ status: Int, _ body: String) -> HTTPTransport {
        HTTPTransport { _ in (Data(body.utf8), HTTPResponse(statusCode: status)) }
    }

    /// A client over the stubs.
    static func stubbedClient(_ behavior: StubBehavior = StubBehavior()) throws -> OpenMeteoClient {
        OpenMeteoClient(transport: try StubTransport(directory: stubs, behavior: behavior).transport)
    }
}
