import Testing

/// Deleting a trip asks first.
@Suite("Delete", .tags(.delete), .evidence)
struct DeleteFlows {
    @Test("Deleting a trip, confirmed, removes it from the list")
    func deleteConfirmed() async throws {
        try await withApp { trips in
            let alert = try await trips.open("Seattle").delete()
            #expect(try await alert.title == "Delete Seattle?")
            #expect(try await !alert.message.isEmpty)
            let list = try await alert.confirm()
            try await list.waitForNoTrip(to: "Seattle")
            #expect(try await list.destinations == ["Bergen", "Kyoto"])
        }
    }

    @Test("Deleting a trip, cancelled, keeps it")
    func deleteCancelled() async throws {
        try await withApp { trips in
            let kyoto = try await trips.open("Kyoto").delete().cancel()
            #expect(try await kyoto.destination == "Kyoto")
            let list = try await kyoto.back()
            #expect(try await list.destinations == ["Seattle", "Bergen", "Kyoto"])
        }
    }

    @Test("Back dismisses the delete alert and keeps the trip")
    func backDismissesTheDeleteAlert() async throws {
        try await withApp { trips in
            let alert = try await trips.open("Bergen").delete()
            let bergen = try await alert.dismissWithBack()
            #expect(try await bergen.destination == "Bergen")
            let list = try await bergen.back()
            #expect(try await list.destinations == ["Seattle", "Bergen", "Kyoto"])
        }
    }
}
