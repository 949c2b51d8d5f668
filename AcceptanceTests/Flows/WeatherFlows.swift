import Testing

/// The weather card of a trip: loaded, loading, refreshing, and each way it fails.
@Suite("Weather", .tags(.weather), .evidence)
struct WeatherFlows {
    @Test("A trip shows the weather where it goes")
    func tripShowsWeather() async throws {
        try await withApp { trips in
            let seattle = try await trips.open("Seattle")
            try await seattle.waitForWeather(
                .init(place: "Seattle, Washington, United States", temperature: "61°F", conditions: "Partly cloudy"))
        }
    }

    @Test("Share copies the trip and its weather as one line, and only what the card shows")
    func shareCopiesTheTripAndItsWeather() async throws {
        try await withApp("--driver-clock", "--stub-latency", "2") { trips in
            let seattle = try await trips.open("Seattle")
            try await seattle.expectPasteboard(nil)
            try await seattle.share()
            try await seattle.expectPasteboard("Seattle · 2026-04-10 → 2026-04-17 · 8 days · weather on its way")
            try await seattle.letTimePass(.seconds(2))  // the place is found
            try await seattle.letTimePass(.seconds(2))  // its forecast comes
            try await seattle.waitForWeather()
            try await seattle.share()
            try await seattle.expectPasteboard("Seattle · 2026-04-10 → 2026-04-17 · 8 days · 61°F, Partly cloudy")
        }
    }

    @Test("Each trip shows its own city's weather")
    func eachTripShowsItsOwnWeather() async throws {
        try await withApp { trips in
            let bergen = try await trips.open("Bergen")
            try await bergen.waitForPlace(.equals("Bergen, Vestland, Norway"))
            let kyoto = try await bergen.back().open("Kyoto")
            try await kyoto.waitForPlace(.matches("^Kyoto, "))
        }
    }

    @Test("A slow network shows Loading until both of Open-Meteo's answers come, then the weather", .tags(.slowNetwork))
    func slowNetworkShowsLoadingThenWeather() async throws {
        try await withApp("--driver-clock", "--stub-latency", "2") { trips in
            let seattle = try await trips.open("Seattle")
            try await seattle.waitForLoading()
            try await seattle.letTimePass(.seconds(2))  // the place is found
            try await seattle.waitForLoading()
            try await seattle.letTimePass(.seconds(2))  // its forecast comes
            try await seattle.waitForTemperature("61°F")
        }
    }

    @Test(
        "Leaving a trip while its weather is on its way stops asking; suggestions elsewhere still come",
        .tags(.slowNetwork))
    func leavingASlowTripStopsItsRequest() async throws {
        try await withApp("--driver-clock", "--stub-latency", "seattle=2") { trips in
            let seattle = try await trips.open("Seattle")
            try await seattle.waitForLoading()
            let newTrip = try await seattle.back().addTrip()
            try await newTrip.type(destination: "Ber")
            try await newTrip.letTimePass(.milliseconds(300))
            try await newTrip.waitForSuggestions()
            try await newTrip.choose(suggestion: "Bergen")
        }
    }

    @Test("Refresh keeps the weather on screen and is disabled until the new answer comes", .tags(.slowNetwork))
    func refreshKeepsWeatherWhileRefreshing() async throws {
        try await withApp("--driver-clock", "--stub-latency", "1") { trips in
            let seattle = try await trips.open("Seattle")
            try await seattle.letTimePass(.seconds(1))  // the place is found
            try await seattle.letTimePass(.seconds(1))  // its forecast comes
            let before = try await seattle.waitForWeather()
            try await seattle.refresh()
            try await seattle.waitForRefreshing()
            try await seattle.waitForWeather(before)
            try await seattle.letTimePass(.seconds(1))
            try await seattle.letTimePass(.seconds(1))
            try await seattle.waitForRefreshToFinish()
            try await seattle.waitForWeather(before)
        }
    }

    @Test("Refresh tapped again while refreshing taps the moment the first refresh is done", .tags(.slowNetwork))
    func refreshTappedTheMomentItIsEnabledAgain() async throws {
        try await withApp("--stub-latency", "0.05") { trips in
            let seattle = try await trips.open("Seattle")
            try await seattle.waitForWeather()
            try await seattle.refresh()
            try await seattle.refresh()  // Refresh is disabled now: the tap waits until it is enabled, then taps
            try await seattle.waitForRefreshToFinish()
            try await seattle.waitForTemperature("61°F")
        }
    }

    @Test("A trip to a place Open-Meteo does not know says so", .tags(.networkFailure))
    func unknownPlaceSaysSo() async throws {
        try await withApp { trips in
            let list = try await trips.addTrip(to: "Hogsmeade", from: "2026-12-20", to: "2026-12-27")
            let hogsmeade = try await list.open("Hogsmeade")
            try await hogsmeade.waitForFailure(TripDetailPage.unknownPlaceMessage("Hogsmeade"))
        }
    }

    @Test("Offline, the weather fails; Retry tries again and fails again", .tags(.slowNetwork, .networkFailure))
    func offlineFailsAndRetryTriesAgain() async throws {
        try await withApp("--driver-clock", "--stub-offline", "seattle", "--stub-latency", "1") { trips in
            let seattle = try await trips.open("Seattle")
            try await seattle.letTimePass(.seconds(1))
            let offline = TripDetailPage.offlineMessage
            try await seattle.waitForFailure(offline)
            try await seattle.retry()
            try await seattle.waitForLoading()
            try await seattle.letTimePass(.seconds(1))
            try await seattle.waitForFailure(offline)
        }
    }

    @Test("A server error shows the HTTP status", .tags(.networkFailure))
    func serverErrorShowsStatus() async throws {
        try await withApp("--stub-fail", "all") { trips in
            let bergen = try await trips.open("Bergen")
            try await bergen.waitForFailure(startingWith: TripDetailPage.serverErrorPrefix(status: 500))
        }
    }

    @Test("A server that never answers times out after 10 seconds on the app's clock", .tags(.networkFailure))
    func silentServerTimesOut() async throws {
        try await withApp("--driver-clock", "--stub-timeout", "seattle") { trips in
            let seattle = try await trips.open("Seattle")
            try await seattle.waitForLoading()
            try await seattle.letTimePass(.seconds(10))
            try await seattle.waitForFailure(TripDetailPage.timeoutMessage(seconds: 10))
        }
    }
}
