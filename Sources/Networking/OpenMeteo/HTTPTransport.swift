import Domain
import Foundation

/// Sends one HTTP request and returns the body and response: the seam between Open-Meteo's client and the network.
///
/// The live transport is URLSession in the `trips-http` helper (``HTTPHelper``), so that the app itself links no
/// HTTP stack; under `-uiTesting` a ``StubTransport`` answers from `Stubs/` instead, so that the same request
/// building and decoding run either way.
public struct HTTPTransport: Sendable {
    /// Sends the request. Failures to reach the server are thrown as ``WeatherError/unreachable(_:)``.
    public var send: @Sendable (HTTPRequest) async throws -> (Data, HTTPResponse)

    /// Wraps a send function.
    public init(send: @escaping @Sendable (HTTPRequest) async throws -> (Data, HTTPResponse)) {
        self.send = send
    }

    /// The network: URLSession, through the `trips-http` helper beside the running executable.
    public static var live: HTTPTransport {
        HTTPHelper.besideExecutable.transport
    }

    /// What a `URLError` means for the weather: an answer cut off before its end is unreadable; anything else means
    /// Open-Meteo could not be reached.
    ///
    /// On Linux, URLSession (over libcurl) reports a body shorter than its `Content-Length` as `URLError.unknown`
    /// with curl's words, "transfer closed with N bytes remaining to read", so that is what is recognised.
    public static func weatherError(for error: URLError) -> WeatherError {
        if let detail = detail(of: error), detail.hasPrefix("transfer closed with") {
            return .unreadable("it was cut off before its end (\(detail))")
        }
        return .unreachable(explain(error))
    }

    /// A short reason for a `URLError`, finishing the sentence "Could not reach Open-Meteo: …".
    public static func explain(_ error: URLError) -> String {
        switch error.code {
        case .notConnectedToInternet: "the network is offline"
        case .cannotConnectToHost: "the connection was refused"
        case .cannotFindHost, .dnsLookupFailed: "its address could not be found"
        case .timedOut: "the connection timed out"
        case .networkConnectionLost: "the connection was lost"
        case .secureConnectionFailed: "a secure connection could not be made"
        case .cancelled: "the request was cancelled"
        default: ["network error \(error.code.rawValue)", detail(of: error)].compactMap { $0 }.joined(separator: ", ")
        }
    }

    /// The words the URL loading system gave the error, if any.
    private static func detail(of error: URLError) -> String? {
        guard let words = error.userInfo[NSLocalizedDescriptionKey] as? String, !words.isEmpty else { return nil }
        return words
    }
}
