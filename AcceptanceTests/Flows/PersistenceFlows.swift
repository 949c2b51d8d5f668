import Testing

/// Trips are kept in the data directory between launches.
@Suite("Persistence", .tags(.persistence), .evidence)
struct PersistenceFlows {
    @Test("A new trip and a deleted one are still so after a relaunch")
    func tripsPersistAcrossRelaunch() async throws {
        try await withDataDirectory { directory in
            try await withApp(dataDirectory: directory) { trips in
                let list = try await trips.addTrip(to: "New York", from: "2026-08-01", to: "2026-08-09")
                _ = try await list.deleteTrip(to: "Bergen")
            }
            try await withApp(dataDirectory: directory) { trips in
                #expect(try await trips.destinations == ["Seattle", "New York", "Kyoto"])
                let newYork = try await trips.open("New York")
                #expect(try await newYork.dates == "2026-08-01 → 2026-08-09 · 9 days")
            }
        }
    }
}
