import Foundation

/// What the HTTP helper (`trips-http`) writes back for one request: the answer, or why there is none, in the
/// words of ``WeatherError``.
public enum HTTPHelperAnswer: Codable, Sendable, Equatable {
    /// The server answered.
    case answered(HTTPResponse, body: Data)
    /// The server could not be reached: finishes "Could not reach Open-Meteo: …".
    case unreachable(String)
    /// The answer could not be read (cut off, not HTTP).
    case unreadable(String)
}
