import AutomationKit
import AutomationProtocol
import Domain
import Presentation
import Testing
import TripsTestKit

/// Driving by locator (protocol version 2): the app resolves the locator in its live tree with the runner's own
/// resolution, checks the element can take the action, and acts, or says what was wrong.
@MainActor
@Suite("Driving by locator", .exhaustive)
struct LocatorDrivingTests {
    @Test func aCellFoundByItsLabelWithinItsListIsTapped() async throws {
        let app = try TestApp.make()
        let kyoto = Locator(role: .cell, label: .equals("Kyoto"))
        try app.perform(.tap, on: Locator(identifier: "trips.list").scoping(kyoto, relation: .children))
        #expect(app.screen.name == "trip" && app.screen.title == "Kyoto")
        try await settle(app)
    }

    @Test func theLastAndAnIndexedMatchAreTheOnesTheRunnerMeans() async throws {
        let app = try TestApp.make()
        try app.perform(.tap, on: Locator(role: .cell, selection: .last))
        #expect(app.screen.title == "Kyoto")
        try app.back()
        try app.perform(.tap, on: Locator(role: .cell, value: .contains("2026-0"), selection: .index(1)))
        #expect(app.screen.title == "Bergen")
        try await settle(app)
    }

    @Test func severalMatchesAreRefusedAndNamed() throws {
        let app = try TestApp.make()
        #expect(
            throws: DrivingError.ambiguousMatch(
                #"cell label matches /e/"#,
                matches: [
                    #"cell trip.seattle "Seattle" value "2026-04-10 → 2026-04-17 · 8 days""#,
                    #"cell trip.bergen "Bergen" value "2026-06-01 → 2026-06-08 · 8 days""#,
                ])
        ) { try app.perform(.tap, on: Locator(role: .cell, label: .matches("e"))) }
        #expect(app.screen.name == "trips")
    }

    @Test func nothingMatchingIsRefusedWithTheNearestIdentifiers() throws {
        let app = try TestApp.make()
        let error = DrivingError.noMatch(#"cell "trip.seatle""#, screen: "trips", suggestions: ["trip.seattle"])
        #expect(throws: error) { try app.perform(.tap, on: Locator(role: .cell, identifier: "trip.seatle")) }
        #expect(
            error.description == #"Nothing on the trips screen matches cell "trip.seatle". Did you mean trip.seattle?"#)
        #expect(error.code == .noSuchElement && error.suggestions == ["trip.seattle"])
    }

    @Test func underAnAlertOnlyTheAlertCanBeTouched() async throws {
        let app = try TestApp.make()
        try app.tap("trip.seattle")
        try await settle(app)
        try app.tap("trip.delete")
        #expect(
            throws: DrivingError.underAlert(#"button label "Refresh""#, answers: ["alert.confirm", "alert.cancel"])
        ) {
            try app.perform(.tap, on: Locator(role: .button, label: .equals("Refresh")))
        }
        try app.perform(.tap, on: Locator(role: .button, label: .equals("Cancel")))
        #expect(app.screen.alert == nil)
    }

    @Test func replaceSetsTheWholeTextAndAPlainIdentifierKeepsTodaysWords() throws {
        let app = try TestApp.make()
        try app.tap("trips.add")
        let destination = Locator(role: .textField, identifier: "newTrip.destination")
        try app.perform(.type("Ber"), on: destination)
        try app.perform(.replace("Oslo"), on: destination)
        #expect(app.screen.allElements.first { $0.identifier == "newTrip.destination" }?.value == "Oslo")
        try app.perform(.clear, on: destination)
        #expect(app.screen.allElements.first { $0.identifier == "newTrip.destination" }?.value == nil)
        #expect(throws: DrivingError.disabled("newTrip.save", reason: "Enter a destination.")) {
            try app.perform(.tap, on: Locator(role: .button, identifier: "newTrip.save"))
        }
        #expect(throws: DrivingError.notATextField("newTrip.cancel", role: .button)) {
            try app.perform(.replace("x"), on: Locator(identifier: "newTrip.cancel"))
        }
        #expect(throws: DrivingError.notTappable(#"static text label contains "Enter""#, role: .staticText)) {
            try app.perform(.tap, on: Locator(role: .staticText, label: .contains("Enter")))
        }
    }
}
