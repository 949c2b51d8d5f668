import Domain
import Foundation
import Networking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Shared pieces of the networking tests.
enum Fixtures {
    /// The repository's `Stubs/` directory.
    static let stubs = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Stubs")

    /// A made-up Seattle.
    static let seattle = Weather(place: "Seattle, Testland", temperature: 61, code: 2)

    /// A fresh empty directory under the temporary directory.
    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("trips-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// A transport that answers every request with this status and body.
    static func answering(_ status: Int, _ body: String) -> HTTPTransport {
        HTTPTransport { request in
            let url = request.url ?? URL(fileURLWithPath: "/")
            guard let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: nil, headerFields: nil)
            else { throw WeatherError.unreadable("no response") }
            return (Data(body.utf8), response)
        }
    }

    /// A client over the stubs.
    static func stubbedClient(_ behavior: StubBehavior = StubBehavior()) throws -> OpenMeteoClient {
        OpenMeteoClient(transport: try StubTransport(directory: stubs, behavior: behavior).transport)
    }
}
