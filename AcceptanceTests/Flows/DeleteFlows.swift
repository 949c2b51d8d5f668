import Testing

/// Deleting a trip asks first.
@Suite("Delete", .tags(.delete), .evidence)
struct DeleteFlows {
    @Test("Deleting a trip, confirmed, removes it from the list")
    func deleteConfirmed() async throws {
        try await withApp { trips in
            let alert = try await trips.open("Seattle").delete()
            try await alert.waitForTitle("Delete Seattle?")
            try await alert.waitForMessage(.not(.equals("")))
            let list = try await alert.confirm()
            try await list.waitForNoTrip(to: "Seattle")
            try await list.waitForDestinations(["Bergen", "Kyoto"])
        }
    }

    @Test("Deleting a trip, cancelled, keeps it")
    func deleteCancelled() async throws {
        try await withApp { trips in
            let kyoto = try await trips.open("Kyoto").delete().cancel()
            try await kyoto.waitForDestination("Kyoto")
            let list = try await kyoto.back()
            try await list.waitForDestinations(["Seattle", "Bergen", "Kyoto"])
        }
    }

    @Test("Back dismisses the delete alert and keeps the trip")
    func backDismissesTheDeleteAlert() async throws {
        try await withApp { trips in
            let alert = try await trips.open("Bergen").delete()
            let bergen = try await alert.dismissWithBack()
            try await bergen.waitForDestination("Bergen")
            let list = try await bergen.back()
            try await list.waitForDestinations(["Seattle", "Bergen", "Kyoto"])
        }
    }
}
