import Testing

/// Adding a trip: suggestions through the debounce, free text, names beyond ASCII.
@Suite("New trip", .tags(.newTrip), .evidence)
struct NewTripFlows {
    @Test("Suggestions come once typing pauses for 300 ms, and choosing one fills in the destination", .tags(.weather))
    func chooseSuggestionThroughDebounce() async throws {
        try await withApp("--driver-clock") { trips in
            let newTrip = try await trips.addTrip()
            try await newTrip.type(destination: "Ber")
            try await newTrip.letTimePass(.milliseconds(299))
            try await newTrip.waitForSuggestions([])
            try await newTrip.letTimePass(.milliseconds(1))
            try await newTrip.waitForSuggestions()
            try await newTrip.waitForSuggestions(["Bergen, Vestland, Norway", "Berlin, Land Berlin, Germany"])
            try await newTrip.choose(suggestion: "Berlin")
            try await newTrip.waitForDestination("Berlin")
            try await newTrip.waitForSuggestions([])
            try await newTrip.replace(start: "2026-09-01")
            try await newTrip.replace(end: "2026-09-04")
            let list = try await newTrip.save()
            try await list.waitForDestinations(["Seattle", "Bergen", "Berlin", "Kyoto"])
            let berlin = try await list.open("Berlin")
            try await berlin.waitForDates("2026-09-01 → 2026-09-04 · 4 days")
            try await berlin.waitForPlace(.equals("Berlin, Land Berlin, Germany"))
        }
    }

    @Test("Typing on within the debounce asks only for the last text")
    func typingOnRestartsTheDebounce() async throws {
        try await withApp("--driver-clock") { trips in
            let newTrip = try await trips.addTrip()
            try await newTrip.type(destination: "Be")
            try await newTrip.letTimePass(.milliseconds(200))
            try await newTrip.type(destination: "rg")
            try await newTrip.letTimePass(.milliseconds(200))
            try await newTrip.waitForSuggestions([])
            try await newTrip.letTimePass(.milliseconds(100))
            try await newTrip.waitForSuggestions()
            try await newTrip.waitForSuggestions(["Bergen, Vestland, Norway"])
        }
    }

    @Test("A suggestion with an accent keeps it: Reykjavík")
    func accentedSuggestion() async throws {
        try await withApp("--driver-clock") { trips in
            let newTrip = try await trips.addTrip()
            try await newTrip.type(destination: "Reyk")
            try await newTrip.letTimePass(.milliseconds(300))
            try await newTrip.waitForSuggestions()
            try await newTrip.waitForSuggestions(["Reykjavík, Capital Region, Iceland"])
            try await newTrip.choose(suggestion: "Reykjavík")
            try await newTrip.waitForDestination("Reykjavík")
            try await newTrip.replace(start: "2026-11-01")
            try await newTrip.replace(end: "2026-11-02")
            let reykjavik = try await newTrip.save().open("Reykjavík")
            try await reykjavik.waitForDestination("Reykjavík")
            try await reykjavik.waitForPlace(.matches("^Reykjavík, "))
        }
    }

    @Test("A destination typed with non-ASCII letters is kept as typed: Zürich", .tags(.weather))
    func typedNonASCIIDestination() async throws {
        try await withApp { trips in
            let list = try await trips.addTrip(to: "Zürich", from: "2026-05-01", to: "2026-05-03")
            try await list.waitForTrip(to: "Zürich")
            let zurich = try await list.open("Zürich")
            try await zurich.waitForDestination("Zürich")
            try await zurich.waitForFailure(TripDetailPage.unknownPlaceMessage("Zürich"))
        }
    }

    @Test("A second trip to the same city gets its own row")
    func secondTripToSameCity() async throws {
        try await withApp { trips in
            let list = try await trips.addTrip(to: "Bergen", from: "2026-07-01", to: "2026-07-05")
            try await list.waitForDestinations(["Seattle", "Bergen", "Bergen", "Kyoto"])
            let second = try await list.open("Bergen", occurrence: 2)
            try await second.waitForDates("2026-07-01 → 2026-07-05 · 5 days")
        }
    }

    @Test("An earlier trip to the same city does not take the first one's row")
    func earlierTripToSameCity() async throws {
        try await withApp { trips in
            let list = try await trips.addTrip(to: "Seattle", from: "2026-03-10", to: "2026-03-12")
            try await list.waitForDestinations(["Seattle", "Seattle", "Bergen", "Kyoto"])
            let first = try await list.open("Seattle")
            try await first.waitForDates("2026-04-10 → 2026-04-17 · 8 days")
            let second = try await first.back().open("Seattle", occurrence: 2)
            try await second.waitForDates("2026-03-10 → 2026-03-12 · 3 days")
        }
    }

    @Test("Replacing a field's text is one request, and the form checks what replaced it", .tags(.validation))
    func replaceTextInOneRequest() async throws {
        try await withApp { trips in
            let newTrip = try await trips.addTrip()
            try await newTrip.fill(destination: "Bergen", start: "2026-07-04", end: "2026-07-01")
            try await newTrip.waitForValidationMessage(NewTripPage.endsBeforeItStartsMessage)
            try await newTrip.replace(end: "2026-07-09")
            try await newTrip.waitForSaveEnabled()
            let replaces = newTrip.app.transcript.split(separator: "\n").filter { $0.contains(#""command":"replace""#) }
            #expect(replaces.count == 4, "one request per field, none to clear or type")
            try await newTrip.save().waitForDestinations(["Seattle", "Bergen", "Bergen", "Kyoto"])
        }
    }
}
