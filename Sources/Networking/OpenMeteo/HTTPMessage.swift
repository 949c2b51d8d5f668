import Foundation

/// One HTTP GET as Open-Meteo's client asks it: the address and the headers. Plain values, so that the app needs no
/// HTTP stack of its own to build one (see ``HTTPTransport/live``).
public struct HTTPRequest: Codable, Sendable, Equatable {
    /// Where the request goes, query included.
    public var url: URL
    /// Header fields by name.
    public var headers: [String: String]

    /// A GET of `url` with no headers yet.
    public init(url: URL, headers: [String: String] = [:]) {
        self.url = url
        self.headers = headers
    }

    /// Sets a header field, as `URLRequest` does.
    public mutating func setValue(_ value: String, forHTTPHeaderField field: String) {
        headers[field] = value
    }
}

/// The head of an HTTP answer: its status and header fields (the body travels beside it as `Data`).
public struct HTTPResponse: Codable, Sendable, Equatable {
    /// The status code: 200, 404, …
    public var statusCode: Int
    /// Header fields by name.
    public var headers: [String: String]

    /// A response with this status.
    public init(statusCode: Int, headers: [String: String] = [:]) {
        self.statusCode = statusCode
        self.headers = headers
    }
}
