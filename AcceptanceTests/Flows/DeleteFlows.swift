import Testing

/// Deleting a trip asks first.
@Suite("Delete", .tags(.delete), .evidence)
struct DeleteFlows {
    @Test("Deleting a trip, confirmed, removes it from the list")
    func deleteConfirmed() async throws {
        try await withApp { trips in
            let alert = try await trips.open("Seattle").delete()
            let title = try await alert.title
            #expect(title == "Delete Seattle?")
            let message = try await alert.message
            #expect(!message.isEmpty)
            let list = try await alert.confirm()
            try await list.waitForNoTrip(to: "Seattle")
            let destinations = try await list.destinations
            #expect(destinations == ["Bergen", "Kyoto"])
        }
    }

    @Test("Deleting a trip, cancelled, keeps it")
    func deleteCancelled() async throws {
        try await withApp { trips in
            let kyoto = try await trips.open("Kyoto").delete().cancel()
            let destination = try await kyoto.destination
            #expect(destination == "Kyoto")
            let list = try await kyoto.back()
            let destinations = try await list.destinations
            #expect(destinations == ["Seattle", "Bergen", "Kyoto"])
        }
    }

    @Test("Back dismisses the delete alert and keeps the trip")
    func backDismissesTheDeleteAlert() async throws {
        try await withApp { trips in
            let alert = try await trips.open("Bergen").delete()
            let bergen = try await alert.dismissWithBack()
            let destination = try await bergen.destination
            #expect(destination == "Bergen")
            let list = try await bergen.back()
            let destinations = try await list.destinations
            #expect(destinations == ["Seattle", "Bergen", "Kyoto"])
        }
    }
}
