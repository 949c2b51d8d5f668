import Testing

/// Places of one name told apart, the one chosen kept with its trip, and its weather asked where it is.
@Suite("Places", .tags(.places), .evidence)
struct PlaceFlows {
    static let hollywoods = [
        "Hollywood, Florida, United States",
        "Hollywood, California, United States",
        "Hollywood, Maryland, United States",
        "Hollywood, South Carolina, United States",
        "Hollywood, Leinster, Ireland",
    ]

    @Test("The suggestions name each place's region", .tags(.newTrip))
    func suggestionsNameTheRegions() async throws {
        try await withApp("--driver-clock") { trips in
            let newTrip = try await trips.addTrip()
            try await newTrip.waitForSuggestions(Self.hollywoods, for: "Hollywood")
        }
    }

    @Test("Two places that would read the same are told apart by their county", .tags(.newTrip))
    func sameRegionToldApart() async throws {
        try await withApp("--driver-clock") { trips in
            let newTrip = try await trips.addTrip()
            try await newTrip.waitForSuggestions(
                [
                    "Springfield, Illinois, United States",
                    "Springfield, Missouri, United States",
                    "Springfield, Massachusetts, United States",
                    "Springfield, Delaware County, Pennsylvania, United States",
                    "Springfield, Bucks County, Pennsylvania, United States",
                ],
                for: "Springfield")
        }
    }

    /// The stubs answer a forecast by the coordinates it asks for: California's 64°F, clear, comes only for
    /// California's coordinates (Florida's is 79°F, mainly clear).
    @Test("Choosing the second of two Hollywoods shows its weather, asked at its coordinates", .tags(.weather))
    func secondHollywoodShowsItsWeather() async throws {
        try await withApp("--driver-clock") { trips in
            let hollywood = try await Self.addTripToTheSecondHollywood(from: trips).open("Hollywood")
            try await hollywood.waitForWeather(
                .init(place: Self.hollywoods[1], temperature: "64°F", conditions: "Clear sky"))
        }
    }

    @Test("A chosen Hollywood is still that Hollywood after a relaunch", .tags(.persistence, .weather))
    func chosenPlaceSurvivesARelaunch() async throws {
        try await withDataDirectory { directory in
            try await withApp("--driver-clock", dataDirectory: directory) { trips in
                _ = try await Self.addTripToTheSecondHollywood(from: trips)
            }
            try await withApp(dataDirectory: directory) { trips in
                try await trips.open("Hollywood").waitForWeather(
                    .init(place: Self.hollywoods[1], temperature: "64°F", conditions: "Clear sky"))
            }
        }
    }

    @Test("A typed destination is found once: its first match, kept with the trip", .tags(.weather))
    func typedDestinationIsTheFirstMatch() async throws {
        try await withApp { trips in
            let list = try await trips.addTrip(to: "Hollywood", from: "2026-05-01", to: "2026-05-03")
            let hollywood = try await list.open("Hollywood")
            try await hollywood.waitForPlace(.equals(Self.hollywoods[0]))
            try await hollywood.waitForTemperature("79°F")
        }
    }

    @Test("A place with no region or country, whose weather code came as null, says the code is missing")
    func placeWithoutRegionOrCountry() async throws {
        try await withApp("--driver-clock") { trips in
            let newTrip = try await trips.addTrip()
            try await newTrip.waitForSuggestions(["Bir Tawil"], for: "Bir Tawil")
            try await newTrip.choose(suggestion: "Bir Tawil")
            try await newTrip.replace(start: "2026-05-01")
            try await newTrip.replace(end: "2026-05-03")
            let trip = try await newTrip.save().open("Bir Tawil")
            try await trip.waitForFailure("Open-Meteo sent no weather code for this place.")
        }
    }

    @Test("A temperature below zero reads with its minus sign", .tags(.weather))
    func negativeTemperature() async throws {
        try await withApp { trips in
            let list = try await trips.addTrip(to: "Oymyakon", from: "2026-03-02", to: "2026-03-04")
            try await list.open("Oymyakon").waitForWeather(
                .init(place: "Oymyakon, Sakha, Russia", temperature: "-27°F", conditions: "Clear sky"))
        }
    }

    @Test("Too many requests shows Open-Meteo's own reason", .tags(.networkFailure))
    func tooManyRequests() async throws {
        try await withApp("--stub-fail", "all=429") { trips in
            try await trips.open("Seattle").waitForFailure(
                "Open-Meteo answered with an error (HTTP 429): Minutely API request limit exceeded. Please try again "
                    + "in one minute.")
        }
    }

    /// Adds a trip to Hollywood, California: the second of the suggestions for "Hollywood".
    private static func addTripToTheSecondHollywood(from trips: TripListPage) async throws -> TripListPage {
        let newTrip = try await trips.addTrip()
        try await newTrip.waitForSuggestions(hollywoods, for: "Hollywood")
        try await newTrip.choose(suggestion: "Hollywood", occurrence: 2)
        try await newTrip.waitForDestination("Hollywood")
        try await newTrip.replace(start: "2026-05-01")
        try await newTrip.replace(end: "2026-05-03")
        return try await newTrip.save()
    }
}
