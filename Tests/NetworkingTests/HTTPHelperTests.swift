import Domain
import Foundation
import LiveHTTP
import Networking
import Testing

/// The live transport's helper, `trips-http`: how the app finds and reads it, and what the helper writes.
@Suite("The live HTTP helper")
struct HTTPHelperTests {
    @Test func aMissingHelperIsUnreachableAndSaysHowToBuildIt() async throws {
        let helper = HTTPHelper(executable: URL(fileURLWithPath: "/nonexistent/trips-http"))
        let request = HTTPRequest(url: try #require(URL(string: "http://127.0.0.1:9/v1/search")))
        await #expect(
            throws: WeatherError.unreachable(
                "the live HTTP helper /nonexistent/trips-http is missing (build it: swift build --product trips-http)")
        ) { try await helper.send(request) }
    }

    @Test func theLiveTransportIsTheHelperBesideTheRunningExecutable() throws {
        let running = try #require(Bundle.main.executableURL)
        #expect(
            HTTPHelper.besideExecutable.executable == running.deletingLastPathComponent().appending(path: "trips-http"))
    }

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
        #expect(
            await HTTPHelperMain.answer(to: Data("not json".utf8)) { _ in (Data(), HTTPResponse(statusCode: 200)) }
                == nil)
    }
}
