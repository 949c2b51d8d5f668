import AutomationProtocol
import Foundation
import Testing
import TripsRunner

@testable import TripsMCP

/// The `log` tool: the app's own log lines since the last call, the latest of them when there are many.
@Suite("The log tool")
struct LogToolTests {
    @Test func itAnswersOnlyTheLinesSinceTheLastCall() async {
        await withClient { client in
            let early = await client.call("log")
            #expect(early.text == "log: none yet, the app has not been launched\n" && !early.isError)
            _ = await client.call("snapshot")
            _ = await client.call("log")  // the launch's lines
            _ = await client.call("tap", ["identifier": .string("trip.seattle")])
            let opened = await client.call("log")
            #expect(opened.text.hasPrefix("log: "), "\(opened.text)")
            // Each line says where the app said it, so that an agent opens the code without a search.
            #expect(
                opened.text.contains(
                    "\n  cache: Seattle, asks the network  — Sources/Networking/Cache/WeatherCache.swift:"),
                "\(opened.text)")
            let quiet = await client.call("log")
            #expect(quiet.text == "log: no lines since the last call\n")
        }
    }

    @Test func manyLinesShowTheLatestAndSayHowManyCameBefore() {
        let excerpt = AppLogExcerpt(lines: ["b", "c"], earlier: 3, next: .start)
        #expect(
            AppDriver.text(of: excerpt)
                == "log: the latest 2 of 5 lines since the last call (3 before them not shown)\n  b\n  c\n")
        #expect(
            AppDriver.text(of: AppLogExcerpt(lines: ["a"], earlier: 0, next: .start))
                == "log: 1 line since the last call\n  a\n")
    }
}
