import AutomationProtocol
import Foundation
import Testing

@testable import AppRunner

/// A wait's failure names, in its first line, both what it expected and what it saw.
struct FailureValueTests {
    @Test func aLabelWaitsFirstLineNamesTheLabelExpectedAndTheOneShown() async throws {
        let app = try await Fixture.launched("fake_app.py")
        let error = await #expect(throws: RunnerError.self) {
            try await app.elements["fake.title"].waitForLabel("Another app", timeout: 20)
        }
        let line = Fixture.firstLine(error)
        #expect(line.contains(#"to have label "Another app""#), "\(line)")
        #expect(line.contains(#"(last seen: staticText fake.title "Fake app")"#), "\(line)")
    }

    @Test func aCountWaitsFirstLineNamesTheCountExpectedAndTheOneShown() async throws {
        let app = try await Fixture.launched("fake_app.py")
        let error = await #expect(throws: RunnerError.self) { try await app.cells.waitForCount(5, timeout: 20) }
        let line = Fixture.firstLine(error)
        #expect(line.contains("to number 5 (last seen: 3 matching)"), "\(line)")
    }

    @Test func aGoneWaitsFirstLineNamesTheElementStillShown() async throws {
        let app = try await Fixture.launched("fake_app.py")
        let error = await #expect(throws: RunnerError.self) {
            try await app.buttons["fake.load"].requireNonExistence(timeout: 20)
        }
        let line = Fixture.firstLine(error)
        #expect(line.contains(#"to disappear (last seen: button fake.load "Load")"#), "\(line)")
    }

    @Test func aReadOfAMissingElementSaysInItsFirstLineWhatTheScreenShowsNearIt() async throws {
        let app = try await Fixture.launched("fake_app.py")
        let error = await #expect(throws: RunnerError.self) { _ = try await app.buttons["fake.lod"].label }
        #expect(error?.kind == .notFound)
        let line = Fixture.firstLine(error)
        #expect(line == #"No button "fake.lod" on screen (last seen: not on screen; near: fake.load)."#, "\(line)")
    }

    @Test func aMissingElementIsSaidWithWhatStandsInItsPlaceWhenNoIdentifierIsNearIt() {
        let status = Element(role: .staticText, identifier: "weather.status", label: "Could not reach Open-Meteo.")
        let retry = Element(role: .button, identifier: "weather.retry", label: "Retry")
        let other = Element(role: .button, identifier: "trip.share", label: "Share")
        let card = Element(role: .group, identifier: "weather.card", label: "Weather", children: [status, retry])
        let shown = AppElement.inItsPlace(of: "weather.temperature", among: [other, card, status, retry])
        #expect(shown.map(\.identifier) == ["weather.status", "weather.retry"])
        #expect(AppElement.inItsPlace(of: "plain", among: [status]).isEmpty)
    }
}
