import AutomationProtocol
import Foundation
import Testing
import TripsRunner

@testable import TripsMCP

/// Where the app built a control, said where an agent needs it: a failed action's answer, and a snapshot of the
/// element; the server asks Trips for source places.
@Suite("Where controls are declared")
struct DeclarationTests {
    /// A failed action names the line that built the control it touched, and quotes it.
    @Test func aRefusedTapSaysWhereItsControlWasDeclaredAndQuotesTheLine() async {
        await withClient { client in
            _ = await client.call("tap", ["identifier": .string("trips.add")])
            let refused = await client.call("tap", ["identifier": .string("newTrip.save")])
            #expect(refused.isError)
            let line = refused.text.split(separator: "\n").first { $0.contains("declared:") }.map(String.init) ?? ""
            #expect(line.contains("Sources/Presentation/Screens/NewTripScreen.swift:"), "\(refused.text)")
            #expect(line.contains(#".button("newTrip.save", "Save""#), "\(refused.text)")
        }
    }

    /// A snapshot of one element says where the app built it, and quotes the line.
    @Test func aSnapshotWithinAnElementSaysWhereItWasDeclared() async {
        await withClient { client in
            _ = await client.call("tap", ["identifier": .string("trips.add")])
            let part = await client.call("snapshot", ["within": .string("newTrip.save")])
            #expect(!part.isError)
            #expect(
                part.text.contains(#"declared: button newTrip.save "Save" [disabled: "#)
                    && part.text.contains("declared at Sources/Presentation/Screens/NewTripScreen.swift:")
                    && part.text.contains(#": .button("newTrip.save", "Save""#), "\(part.text)")
            let whole = await client.call("snapshot")
            #expect(!whole.text.contains("declared"), "\(whole.text)")
        }
    }
}
