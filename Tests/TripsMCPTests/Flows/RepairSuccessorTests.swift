import AutomationProtocol
import Testing
import TripsRunner

@testable import TripsMCP

/// A successor is found by what a person sees: the element of the same role that stands where the gone one stood
/// (the same screen, the same parent, between the same neighbours) and says what it said, whatever its name.
@Suite("A rename's successor")
struct RepairSuccessorTests {
    /// The weather card as a run saw it: a retry button last in it.
    static let before = card([
        Element(role: .staticText, identifier: "weather.place", label: "Bergen"),
        Element(role: .staticText, identifier: "weather.error", label: "No forecast"),
        Element(role: .button, identifier: "weather.retry", label: "Retry"),
    ])
    static let sighting = ElementSighting.all(on: before).first { $0.identifier == "weather.retry" }
    static let sources: RepairProposal.Sources = [
        ("AcceptanceTests/Pages/WeatherPage.swift", #"var retry: AppElement { app.buttons["weather.retry"] }"#)
    ]

    /// The trip screen with `children` in its weather card, and the share button below it.
    static func card(_ children: [Element], footer: [Element] = []) -> Screen {
        Screen(
            name: "trip", title: "Bergen",
            elements: [
                Element(role: .group, identifier: "weather.card", label: "Weather", children: children),
                Element(role: .group, identifier: "trip.footer", label: "", children: footer),
                Element(role: .button, identifier: "trip.share", label: "Share"),
            ])
    }

    /// The candidates for the gone retry button on `screen`.
    static func successors(on screen: Screen, role: Role = .button) -> [RepairProposal.Candidate] {
        RepairProposal.successors(
            of: "weather.retry", role: role, on: screen, known: ["weather.retry", "weather.place", "weather.error"],
            sighting: sighting)
    }

    static let place = Element(role: .staticText, identifier: "weather.place", label: "Bergen")
    static let error = Element(role: .staticText, identifier: "weather.error", label: "No forecast")

    @Test func theSameRolePlaceAndLabelSucceedWhateverTheName() {
        let after = Self.card([
            Self.place, Self.error, Element(role: .button, identifier: "weather.tryAgain", label: "Retry"),
        ])
        #expect(
            Self.successors(on: after)
                == [.init(identifier: "weather.tryAgain", inItsPlace: true, namedNear: false)])
        let failure = RepairProposalTests.gone(
            Locator(role: .button, identifier: "weather.retry"), on: after, sighting: Self.sighting)
        guard
            case .rename(let from, let to, _, .identifier)? = RepairProposal.propose(
                for: failure, sources: Self.sources)
        else {
            Issue.record("no rename")
            return
        }
        #expect(from == "weather.retry" && to == "weather.tryAgain")
    }

    @Test func anotherLabelInTheSamePlaceIsNoSuccessor() {
        let after = Self.card([
            Self.place, Self.error, Element(role: .button, identifier: "weather.tryAgain", label: "Try again"),
        ])
        #expect(Self.successors(on: after).isEmpty)
    }

    @Test func anotherParentIsAnotherPlace() {
        // Alone in the footer as it was alone at the card's end: no neighbour tells the two apart, the parent does.
        let before = Self.card([Element(role: .button, identifier: "weather.retry", label: "Retry")])
        let sighting = ElementSighting.all(on: before).first { $0.identifier == "weather.retry" }
        let after = Self.card([], footer: [Element(role: .button, identifier: "weather.tryAgain", label: "Retry")])
        #expect(sighting?.isPlace(of: "weather.tryAgain", on: after) == false)
        let moved = Self.card([Element(role: .button, identifier: "weather.tryAgain", label: "Retry")])
        #expect(sighting?.isPlace(of: "weather.tryAgain", on: moved) == true)
    }

    @Test func otherNeighboursAreAnotherPlace() {
        // First in the card, before the place, where the retry button was last, after the error.
        let after = Self.card([
            Element(role: .button, identifier: "weather.tryAgain", label: "Retry"), Self.place, Self.error,
        ])
        #expect(Self.successors(on: after).isEmpty)
        // Between the error and the end, with another new element beside it: still its place.
        let beside = Self.card([
            Self.place, Self.error, Element(role: .staticText, identifier: "weather.hint", label: "Offline"),
            Element(role: .button, identifier: "weather.tryAgain", label: "Retry"),
        ])
        #expect(Self.successors(on: beside).map(\.identifier) == ["weather.tryAgain"])
        // On another screen with the same parent and neighbours: another place.
        var elsewhere = Self.card([
            Self.place, Self.error, Element(role: .button, identifier: "weather.tryAgain", label: "Retry"),
        ])
        elsewhere.name = "trips"
        #expect(Self.successors(on: elsewhere).isEmpty)
    }

    @Test func anotherRoleIsNoSuccessor() {
        let after = Self.card([
            Self.place, Self.error, Element(role: .staticText, identifier: "weather.tryAgain", label: "Retry"),
        ])
        #expect(Self.successors(on: after).isEmpty)
        #expect(Self.successors(on: after, role: .staticText).isEmpty)
    }

    @Test func twoInItsPlaceWithItsLabelAreNamedAndNeitherIsPatched() {
        let after = Self.card([
            Self.place, Self.error, Element(role: .button, identifier: "weather.tryAgain", label: "Retry"),
            Element(role: .button, identifier: "weather.again", label: "Retry"),
        ])
        let failure = RepairProposalTests.gone(
            Locator(role: .button, identifier: "weather.retry"), on: after, sighting: Self.sighting)
        guard case .regression(let why)? = RepairProposal.propose(for: failure, sources: Self.sources) else {
            Issue.record("not a regression")
            return
        }
        #expect(
            why == #""weather.retry" is gone and the screen holds 2 new buttons that could succeed it: "#
                + #""weather.tryAgain" (in its place, with its label), "weather.again" (in its place, with its "#
                + #"label): no safe patch."#)
    }

    @Test func aNearNameIsOneSignAmongOthers() {
        // Named near it elsewhere, and another in its place with its label: two candidates.
        let after = Self.card(
            [Self.place, Self.error, Element(role: .button, identifier: "weather.tryAgain", label: "Retry")],
            footer: [Element(role: .button, identifier: "weather.retried", label: "Again")])
        #expect(
            Self.successors(on: after)
                == [
                    .init(identifier: "weather.tryAgain", inItsPlace: true, namedNear: false),
                    .init(identifier: "weather.retried", inItsPlace: false, namedNear: true),
                ])
    }

    /// A kept sighting keeps its nearest neighbours, not a long list's every row, and still tells its place: a row
    /// renamed in the middle of a thousand stands where the old one stood, and one moved to the list's end does not.
    @Test func aKeptSightingKeepsItsNearestNeighboursAndStillTellsItsPlace() throws {
        func rows(_ renamed: String?, at place: Int = 500) -> Screen {
            var cells = (0..<1_000).map { Element(role: .cell, identifier: "row.\($0)", label: "Row \($0)") }
            if let renamed {
                cells.remove(at: place)
                cells.insert(Element(role: .cell, identifier: renamed, label: "Row 500"), at: place)
            }
            return Screen(
                name: "rows", title: "Rows",
                elements: [Element(role: .list, identifier: "rows", label: "", children: cells)])
        }
        let kept = try #require(
            ElementSighting.all(on: rows(nil), neighbourhood: ElementSighting.neighbourhood)
                .first { $0.identifier == "row.500" })
        #expect(kept.siblings == (492...508).map { "row.\($0)" } && kept.index == 8)
        #expect(kept.isPlace(of: "row.fiveHundred", on: rows("row.fiveHundred")))
        #expect(!kept.isPlace(of: "row.fiveHundred", on: rows("row.fiveHundred", at: 999)))
        // At the list's start the window is cut by the list itself: the start stands for its neighbour before.
        let first = try #require(
            ElementSighting.all(on: rows(nil), neighbourhood: ElementSighting.neighbourhood)
                .first { $0.identifier == "row.0" })
        #expect(first.index == 0 && first.siblings.count == 9)
    }
}
