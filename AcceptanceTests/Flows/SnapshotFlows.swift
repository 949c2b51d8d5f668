import Foundation
import Testing

/// Every screen in every state, whole, against its snapshot in `AcceptanceTests/Snapshots/`
/// (`TRIPS_RECORD_SNAPSHOTS=1 make acceptance FILTER=Snapshots` records them anew).
@Suite("Snapshots", .tags(.snapshots), .evidence)
struct SnapshotFlows {
    @Test("The trip list: trips, no trips, and a notice about a damaged trips file")
    func tripListStates() async throws {
        try await withApp { trips in
            try await trips.expectScreen(matching: "trips-list")
            var list = trips
            for destination in ["Seattle", "Bergen", "Kyoto"] {
                list = try await list.deleteTrip(to: destination)
            }
            try await list.expectScreen(matching: "trips-empty")
        }
        try await withDataDirectory { directory in
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data("not json".utf8).write(to: directory.appendingPathComponent("trips.json"))
            try await withApp(dataDirectory: directory) { trips in
                try await trips.expectScreen(matching: "trips-notice")  // the kept-aside file's name is masked
            }
        }
    }

    @Test("A trip: loading, loaded, refreshing, and its delete alert", .tags(.slowNetwork))
    func tripStates() async throws {
        try await withApp("--driver-clock", "--stub-latency", "1") { trips in
            let seattle = try await trips.open("Seattle")
            try await seattle.expectScreen(matching: "trip-loading")
            try await seattle.letTimePass(.seconds(1))  // the place is found
            try await seattle.letTimePass(.seconds(1))  // its forecast comes
            try await seattle.expectScreen(matching: "trip-detail-loaded")
            try await seattle.refresh()
            try await seattle.expectScreen(matching: "trip-refreshing")
            try await seattle.letTimePass(.seconds(1))
            try await seattle.letTimePass(.seconds(1))
            let alert = try await seattle.delete()
            try await alert.expectScreen(matching: "trip-delete-alert")
        }
    }

    @Test("A trip whose weather failed, offline", .tags(.networkFailure))
    func tripFailed() async throws {
        try await withApp("--stub-offline", "all") { trips in
            let seattle = try await trips.open("Seattle")
            try await seattle.waitForFailure(TripDetailPage.offlineMessage)
            try await seattle.expectScreen(matching: "trip-failed-offline")
        }
    }

    @Test("The new-trip form: empty, with suggestions, ready to save, and with no suggestions offline")
    func newTripStates() async throws {
        try await withApp("--driver-clock") { trips in
            let newTrip = try await trips.addTrip()
            try await newTrip.expectScreen(matching: "new-trip-empty")
            try await newTrip.type(destination: "Ber")
            try await newTrip.letTimePass(.milliseconds(300))
            try await newTrip.expectScreen(matching: "new-trip-suggestions")
            try await newTrip.choose(suggestion: "Bergen")
            try await newTrip.replace(start: "2026-07-01")
            try await newTrip.replace(end: "2026-07-04")
            try await newTrip.expectScreen(matching: "new-trip-ready")
        }
        try await withApp("--driver-clock", "--stub-offline", "all") { trips in
            let newTrip = try await trips.addTrip()
            try await newTrip.type(destination: "Ber")
            try await newTrip.letTimePass(.milliseconds(300))
            try await newTrip.expectScreen(matching: "new-trip-no-suggestions")
        }
    }
}
