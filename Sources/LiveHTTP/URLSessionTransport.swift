import Domain
import Foundation
import Networking

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// HTTP over `URLSession`: what the `trips-http` helper runs for the app's live transport.
///
/// The only module that links FoundationNetworking (libcurl and its chain), and only `trips-http` links it: the app
/// reaches it through ``HTTPHelper`` in a process of its own.
///
/// The session keeps no responses and no cookies: `URLSession.shared` keeps both on disk (under `~/.cache` and
/// `~/.local/share`), where they would say where a person's trips go. One request per process has no use for either;
/// the weather kept between launches is the app's (`WeatherDisk`, private). Foundation still makes the two
/// directories; `trips-http` runs under a umask that makes them private.
public enum URLSessionTransport {
    /// An ephemeral session with no cache and no cookies at all.
    private static let session: URLSession = {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        return URLSession(configuration: configuration)
    }()

    /// The transport, in this process.
    public static var transport: HTTPTransport {
        HTTPTransport { request in try await send(request) }
    }

    /// Sends one request; a `URLError` becomes a ``WeatherError`` as ``HTTPTransport/weatherError(for:)`` words it.
    public static func send(_ request: HTTPRequest) async throws -> (Data, HTTPResponse) {
        var urlRequest = URLRequest(url: request.url)
        for (field, value) in request.headers { urlRequest.setValue(value, forHTTPHeaderField: field) }
        let data: Data
        let response: URLResponse
        do {
            (data, response) = try await session.data(for: urlRequest)
        } catch let error as URLError {
            throw HTTPTransport.weatherError(for: error)
        }
        guard let http = response as? HTTPURLResponse else {
            throw WeatherError.unreadable("the answer was not HTTP")
        }
        var headers: [String: String] = [:]
        for case (let field as String, let value as String) in http.allHeaderFields { headers[field] = value }
        return (data, HTTPResponse(statusCode: http.statusCode, headers: headers))
    }
}
