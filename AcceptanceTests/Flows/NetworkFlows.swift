import AutomationProtocol
import Testing
import TripsRunner

/// The stubbed network under the flow's control: it goes down and comes back while the app runs, and the request log
/// shows what the app asked and how each request ended.
@Suite("Network", .tags(.networkFailure), .evidence)
struct NetworkFlows {
    @Test("Retry succeeds once the network comes back")
    func retrySucceedsOnceTheNetworkComesBack() async throws {
        try await withApp { trips in
            try await trips.network.goOffline(city: "Seattle")
            let seattle = try await trips.open("Seattle")
            try await seattle.waitForFailure(TripDetailPage.offlineMessage)
            try await seattle.network.restore(city: "Seattle")
            try await seattle.retry()
            try await seattle.waitForTemperature("61°F")
        }
    }

    @Test("A failed refresh keeps the weather on screen and says the refresh failed")
    func aFailedRefreshKeepsTheWeather() async throws {
        try await withApp { trips in
            let seattle = try await trips.open("Seattle")
            let before = try await seattle.waitForWeather()
            try await seattle.network.goOffline()
            try await seattle.refresh()
            try await seattle.waitForRefreshFailure(TripDetailPage.offlineMessage)
            try await seattle.waitForWeather(before)
        }
    }

    /// A trip made from a suggestion keeps its place, so opening it asks for the forecast alone: the request the
    /// weather cache cancels when the last screen waiting for it leaves.
    @Test("Leaving a trip while its forecast is on its way cancels the request", .tags(.slowNetwork))
    func leavingASlowTripCancelsItsRequest() async throws {
        try await withApp("--driver-clock") { trips in
            let newTrip = try await trips.addTrip()
            try await newTrip.waitForSuggestions(["Reykjavík, Capital Region, Iceland"], for: "Reykjavík")
            try await newTrip.choose(suggestion: "Reykjavík")
            try await newTrip.replace(start: "2026-09-01")
            try await newTrip.replace(end: "2026-09-05")
            let list = try await newTrip.save()
            try await list.network.slowDown(city: "Reykjavík", by: .seconds(2))
            let reykjavik = try await list.open("Reykjavík")
            try await reykjavik.waitForLoading()
            _ = try await reykjavik.back()
            try await list.app.waitForIdle()
            try await list.network.expectOutcomes([.cancelled], for: "Reykjavík", endpoint: "forecast")
        }
    }

    @Test("Weather seen before is shown from disk after a relaunch offline, with no request made", .tags(.persistence))
    func weatherFromDiskAfterARelaunchOffline() async throws {
        try await withDataDirectory { directory in
            var seen: TripDetailPage.Weather?
            try await withApp(dataDirectory: directory) { trips in
                seen = try await trips.open("Seattle").waitForWeather()
            }
            try await withApp("--stub-offline", "all", dataDirectory: directory) { trips in
                let seattle = try await trips.open("Seattle")
                try await seattle.waitForWeather(try #require(seen))
                try await trips.network.expectOutcomes([])  // the disk answered, so nothing was asked
            }
        }
    }

    @Test("A city failing with HTTP 503 says so while the others still load")
    func oneCityFailingLeavesTheOthersAlone() async throws {
        try await withApp { trips in
            try await trips.network.fail(city: "Bergen", status: 503)
            let bergen = try await trips.open("Bergen")
            try await bergen.waitForFailure(startingWith: TripDetailPage.serverErrorPrefix(status: 503))
            let kyoto = try await bergen.back().open("Kyoto")
            try await kyoto.waitForPlace(.matches("^Kyoto, "))
        }
    }
}
