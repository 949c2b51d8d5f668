import Domain
import Foundation
import Networking

/// The body of `trips-http`: one ``HTTPRequest`` as JSON on stdin, one ``HTTPHelperAnswer`` as JSON on stdout.
public enum HTTPHelperMain {
    /// What stdin must hold, for the error when it does not.
    public static let usage = "trips-http: stdin holds no request (a JSON object with \"url\" and \"headers\")"

    /// The answer to the request in `input`, sent with `send`; `nil` when `input` holds no request. A failure to
    /// reach the server is an answer too.
    public static func answer(
        to input: Data,
        send: @Sendable (HTTPRequest) async throws -> (Data, HTTPResponse) = URLSessionTransport.send
    ) async -> Data? {
        guard let request = try? JSONDecoder().decode(HTTPRequest.self, from: input) else { return nil }
        let answer: HTTPHelperAnswer
        do {
            let (body, response) = try await send(request)
            answer = .answered(response, body: body)
        } catch WeatherError.unreadable(let reason) {
            answer = .unreadable(reason)
        } catch WeatherError.unreachable(let reason) {
            answer = .unreachable(reason)
        } catch {
            answer = .unreachable("\(error)")
        }
        return try? JSONEncoder().encode(answer)
    }
}
