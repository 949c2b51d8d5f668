import Domain
import Foundation
import Networking
import Testing

/// The live transport's helper, `trips-http`, as the app sees it: how it finds the helper, and a missing one.
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
}
