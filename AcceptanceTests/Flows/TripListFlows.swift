import Testing

/// The list of trips, and getting around the app.
@Suite("Trip list", .tags(.tripList), .evidence)
struct TripListFlows {
    @Test("The list shows the seeded trips by start date, with their dates")
    func listShowsSeededTrips() async throws {
        try await withApp { trips in
            try await trips.waitForRows([
                .init(destination: "Seattle", dates: "2026-04-10 → 2026-04-17 · 8 days"),
                .init(destination: "Bergen", dates: "2026-06-01 → 2026-06-08 · 8 days"),
                .init(destination: "Kyoto", dates: "2026-10-05 → 2026-10-14 · 10 days"),
            ])
        }
    }

    @Test("Deleting every trip leaves the empty state", .tags(.delete))
    func deletingEveryTripShowsEmptyState() async throws {
        try await withApp { trips in
            var trips = trips
            for destination in ["Seattle", "Bergen", "Kyoto"] {
                trips = try await trips.deleteTrip(to: destination)
            }
            try await trips.waitForDestinations([])
            try await trips.waitForEmptyState()
        }
    }

    @Test("A list of 1,000 trips opens its last trip and comes back as it was")
    func aThousandTrips() async throws {
        try await withDataDirectory { directory in
            try GeneratedTrips.write(1000, to: directory)
            try await withApp(dataDirectory: directory) { trips in
                try await trips.waitForRowCount(1000)
                let last = try await trips.open(GeneratedTrips.destination(1000))
                try await last.waitForDestination("Seattle 1000")
                let list = try await last.back()
                try await list.waitForTrip(to: GeneratedTrips.destination(1))
                try await list.waitForRowCount(1000)
            }
        }
    }

    @Test("Back from a trip returns to the list as it was")
    func backFromTripReturnsToList() async throws {
        try await withApp { trips in
            let bergen = try await trips.open("Bergen")
            try await bergen.waitForDestination("Bergen")
            try await bergen.waitForDates("2026-06-01 → 2026-06-08 · 8 days")
            let list = try await bergen.back()
            try await list.waitForDestinations(["Seattle", "Bergen", "Kyoto"])
        }
    }

    @Test("Leaving a new trip by Back or by Cancel adds nothing", .tags(.newTrip))
    func leavingNewTripAddsNothing() async throws {
        try await withApp { trips in
            let first = try await trips.addTrip()
            try await first.fill(destination: "Oslo", start: "2026-07-01", end: "2026-07-03")
            let afterBack = try await first.back()
            try await afterBack.waitForDestinations(["Seattle", "Bergen", "Kyoto"])
            let second = try await afterBack.addTrip()
            try await second.waitForDestination("")
            try await second.fill(destination: "Oslo", start: "2026-07-01", end: "2026-07-03")
            let afterCancel = try await second.cancel()
            try await afterCancel.waitForDestinations(["Seattle", "Bergen", "Kyoto"])
        }
    }

    @Test("Rows and suggestions are found by their labels, not only their identifiers")
    func labelQueries() async throws {
        try await withApp("--driver-clock") { trips in
            try await trips.waitForDestinations(["Seattle", "Bergen"], withDates: .contains("2026-0"))
            try await trips.waitForDestinations(["Kyoto"], withDates: .matches(#"· 10 days$"#))
            let kyoto = try await trips.open(labelled: "Kyoto")
            try await kyoto.waitForDestination("Kyoto")
            let newTrip = try await kyoto.back().addTrip()
            try await newTrip.type(destination: "Ber")
            try await newTrip.letTimePass(.milliseconds(300))
            try await newTrip.waitForSuggestions(count: 2)
            try await newTrip.choose(suggestionMentioning: "Norway")
            try await newTrip.waitForDestination("Bergen")
        }
    }
}
