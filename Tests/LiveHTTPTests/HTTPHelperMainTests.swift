import Domain
import Foundation
import LiveHTTP
import Networking
import Testing

/// The body of `trips-http`: what it writes for a request answered, cut off or refused, and for stdin without one.
@Suite("The live HTTP helper's answers")
struct HTTPHelperMainTests {
    @Test func theHelperWritesTheAnswerOrTheFailureInTheAppsWords() async throws {
        let request = try JSONEncoder().encode(HTTPRequest(url: try #require(URL(string: "http://x/y"))))
        let answered = await HTTPHelperMain.answer(to: request) { request in
            (Data("{}".utf8), HTTPResponse(statusCode: 203, headers: ["Asked": request.url.path]))
        }
        #expect(
            try JSONDecoder().decode(HTTPHelperAnswer.self, from: try #require(answered))
                == .answered(HTTPResponse(statusCode: 203, headers: ["Asked": "/y"]), body: Data("{}".utf8)))
        let cutOff = await HTTPHelperMain.answer(to: request) { _ in throw WeatherError.unreadable("cut off") }
        #expect(try JSONDecoder().decode(HTTPHelperAnswer.self, from: try #require(cutOff)) == .unreadable("cut off"))
        let refused = await HTTPHelperMain.answer(to: request) { _ in throw WeatherError.unreachable("refused") }
        #expect(try JSONDecoder().decode(HTTPHelperAnswer.self, from: try #require(refused)) == .unreachable("refused"))
    }

    @Test func stdinWithoutARequestHasNoAnswer() async {
        let answer = await HTTPHelperMain.answer(to: Data("not json".utf8)) { _ in
            (Data(), HTTPResponse(statusCode: 200))
        }
        #expect(answer == nil)
    }
}
