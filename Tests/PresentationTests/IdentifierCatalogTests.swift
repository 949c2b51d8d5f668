import AutomationProtocol
import Domain
import Foundation
import Presentation
import Testing
import TripsTestKit

/// The identifier catalog: `docs/identifiers.md` is what the screens render, its naming rule holds, and the screens
/// the snapshot tests render show nothing it lacks.
@MainActor
@Suite("Identifier catalog", .exhaustive, .timeLimit(.minutes(1)))
struct IdentifierCatalogTests {
    private static let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/identifiers.md")

    @Test func theDocumentIsWhatTheScreensRender() async throws {
        let written = try String(contentsOf: Self.file, encoding: .utf8)
        let rendered = try await IdentifierCatalog.markdown()
        #expect(rendered == written, "run trips-shell --identifiers > docs/identifiers.md")
    }

    @Test func everyIdentifierStartsWithAnOwnerTheNamingRuleNames() async throws {
        let owners = Set(IdentifierCatalog.owners.map(\.owner))
        for row in try await IdentifierCatalog.rows() {
            let owner = String(row.identifier.prefix { $0 != "." })
            #expect(owners.contains(owner), "\(row.identifier) has no owner in the naming rule")
            #expect(row.identifier == owner || row.identifier.dropFirst(owner.count + 1).allSatisfy { $0 != "." })
        }
    }

    @Test func rowsOfAListAreSlugsNumberedInOrder() async throws {
        let identifiers = try await IdentifierCatalog.rows().map(\.identifier)
        for list in ["trip", "suggestion"] {
            #expect(identifiers.contains("\(list).‹slug›") && identifiers.contains("\(list).‹slug›-2"))
        }
    }

    // MARK: - The screens the snapshot tests render

    private func expectCatalogued(_ screen: Screen, _ rows: [IdentifierCatalog.Row]) {
        let shown = screen.allElements + (screen.alert?.allElements ?? [])
        for element in shown {
            let listed = rows.contains { row in
                row.screen == screen.name && row.role == element.role
                    && IdentifierCatalog.matches(element.identifier, pattern: row.identifier)
                    && IdentifierCatalog.matches(element.label, pattern: row.label)
            }
            #expect(
                listed, "\(screen.name): \(element.role) \(element.identifier) \"\(element.label)\" is not catalogued")
        }
    }

    @Test func theListAndATripsScreensShowOnlyCataloguedElements() async throws {
        let rows = try await IdentifierCatalog.rows()
        let app = try TestApp.make()
        expectCatalogued(app.screen, rows)
        expectCatalogued(try TestApp.make(trips: []).screen, rows)
        try app.tap("trip.kyoto")
        try await settle(app)
        expectCatalogued(app.screen, rows)
        try app.tap("trip.delete")
        expectCatalogued(app.screen, rows)
        let failing = try TestApp.make(
            trips: [try TestApp.trip("Hogsmeade", "2026-05-01", "2026-05-03")],
            fetch: { place in throw WeatherError.noSuchPlace(place.name) })
        try failing.tap("trip.hogsmeade")
        try await settle(failing)
        expectCatalogued(failing.screen, rows)
    }

    @Test func theNewTripFormShowsOnlyCataloguedElements() async throws {
        let rows = try await IdentifierCatalog.rows()
        let app = try TestApp.make(search: { _ in TestApp.bergenAndBerlin })
        try await TestApp.typeAndLetTheDebouncePass("Ber", in: app, clock: try TestApp.clock(of: app))
        expectCatalogued(app.screen, rows)
        for (field, text) in [("newTrip.start", "2026-06-08"), ("newTrip.end", "2026-06-01")] {
            try app.type(text, into: field)
            expectCatalogued(app.screen, rows)
        }
    }

    @Test(arguments: [
        ("Trips", "Trips", true), ("Delete Bergen?", "Delete ‹destination›?", true),
        ("Delete Bergen!", "Delete ‹destination›?", false), ("x", "", false), ("trip.bergen-2", "trip.‹slug›-2", true),
    ])
    func placeholdersStandForAnyText(text: String, pattern: String, fits: Bool) {
        #expect(IdentifierCatalog.matches(text, pattern: pattern) == fits)
    }
}
