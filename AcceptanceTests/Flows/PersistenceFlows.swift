import Testing
import TripsRunner

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
                try await trips.waitForDestinations(["Seattle", "New York", "Kyoto"])
                let newYork = try await trips.open("New York")
                try await newYork.waitForDates("2026-08-01 → 2026-08-09 · 9 days")
            }
        }
    }

    @Test("A relaunch with other arguments, without nesting, keeps the trips", .tags(.relaunch, .slowNetwork))
    func relaunchWithOtherArgumentsWithoutNesting() async throws {
        try await withApp { trips in
            let list = try await trips.addTrip(to: "Berlin", from: "2026-08-01", to: "2026-08-02")
            let again = try await list.relaunch("--driver-clock", "--stub-latency", "1")
            try await again.waitForDestinations(["Seattle", "Bergen", "Berlin", "Kyoto"])
            let berlin = try await again.open("Berlin")
            try await berlin.waitForLoading()  // the new arguments hold: the weather waits on the driver's clock
            try await berlin.letTimePass(.seconds(1))
            try await berlin.letTimePass(.seconds(1))
            try await berlin.waitForPlace(.matches("^Berlin, "))
        }
    }
}
