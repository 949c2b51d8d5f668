import AutomationKit
import AutomationProtocol
import Domain
import Presentation
import Testing
import TripsTestKit

/// Every way driving by identifier can go wrong, and what it says.
@MainActor
@Suite("Driving errors", .exhaustive)
struct DrivingErrorTests {
    @Test func aMistypedIdentifierSuggestsTheNearest() throws {
        let app = try TestApp.make()
        #expect(throws: DrivingError.noSuchElement("trip.seatle", screen: "trips", suggestions: ["trip.seattle"])) {
            try app.tap("trip.seatle")
        }
        let error = DrivingError.noSuchElement("trip.seatle", screen: "trips", suggestions: ["trip.seattle"])
        #expect(error.description == "No element 'trip.seatle' on the trips screen. Did you mean trip.seattle?")
    }

    @Test func anIdentifierFarFromEverythingSuggestsNothing() throws {
        let app = try TestApp.make()
        #expect(throws: DrivingError.noSuchElement("zzzzzzzz", screen: "trips", suggestions: [])) {
            try app.tap("zzzzzzzz")
        }
    }

    @Test func twoTripsToOneCityGetTheirOwnIdentifiers() throws {
        let app = try TestApp.make(trips: [
            try TestApp.trip("Seattle", "2026-04-10", "2026-04-17"),
            try TestApp.trip("Seattle", "2026-08-01", "2026-08-02"),
        ])
        let identifiers = app.screen.allElements.map(\.identifier)
        #expect(identifiers.contains("trip.seattle") && identifiers.contains("trip.seattle-2"))
        #expect(app.screen.duplicateIdentifiers.isEmpty)
    }

    @Test func tappingADisabledElementSaysWhy() throws {
        let app = try TestApp.make()
        try app.tap("trips.add")
        #expect(throws: DrivingError.disabled("newTrip.save", reason: "Enter a destination.")) {
            try app.tap("newTrip.save")
        }
        #expect(
            DrivingError.disabled("newTrip.save", reason: "Enter a destination.").description
                == "'newTrip.save' is disabled: Enter a destination.")
    }

    @Test func typingIntoSomethingThatIsNotATextField() throws {
        let app = try TestApp.make()
        #expect(throws: DrivingError.notATextField("trips.add", role: .button)) {
            try app.type("Oslo", into: "trips.add")
        }
        #expect(throws: DrivingError.notATextField("trips.add", role: .button)) { try app.clear("trips.add") }
        #expect(
            DrivingError.notATextField("trips.add", role: .button).description
                == "'trips.add' is a button, not a text field; only text fields take typing.")
    }

    @Test func tappingStaticText() throws {
        let app = try TestApp.make()
        #expect(throws: DrivingError.notTappable("trips.title", role: .navigationBar)) { try app.tap("trips.title") }
    }

    @Test func theScreenUnderAnAlertCannotBeTouched() async throws {
        let app = try TestApp.make()
        try app.tap("trip.kyoto")
        try await settle(app)
        try app.tap("trip.delete")
        let underAlert = DrivingError.underAlert("trip.delete", answers: ["alert.confirm", "alert.cancel"])
        #expect(throws: underAlert) { try app.tap("trip.delete") }
        #expect(
            underAlert.description
                == "'trip.delete' is under the alert; answer it first (alert.confirm or alert.cancel).")
        #expect(throws: DrivingError.notTappable("alert.message", role: .staticText)) { try app.tap("alert.message") }
        #expect(app.alert != nil)
        try app.back()
        #expect(app.alert == nil)
        #expect(app.screen.name == "trip")
    }

    @Test func backOnTheFirstScreen() throws {
        let app = try TestApp.make()
        #expect(throws: DrivingError.cannotGoBack) { try app.back() }
        #expect(DrivingError.cannotGoBack.description == "Already on the first screen; there is nowhere to go back to.")
    }

    @Test func anAmbiguousIdentifierIsAnError() {
        #expect(
            DrivingError.ambiguous("trip.seattle", count: 2).description
                == "'trip.seattle' matches 2 elements; identifiers must be unique on a screen.")
    }

    @Test func clearEmptiesAField() throws {
        let app = try TestApp.make()
        try app.tap("trips.add")
        try app.type("2026-05-01", into: "newTrip.start")
        try app.clear("newTrip.start")
        #expect(app.screen.allElements.first { $0.identifier == "newTrip.start" }?.value == nil)
    }
}
