import AutomationProtocol
import Foundation
import Testing
import TripsRunner

@testable import TripsMCP

/// run_flows proposes a patch only for an identifier the app renamed, where one successor is clear, and calls every
/// changed value a regression: no proposal ever changes what a flow checks.
@Suite("A repair proposal")
struct RepairProposalTests {
    static let screen = Screen(
        name: "trip", title: "Seattle",
        elements: [
            Element(role: .staticText, identifier: "trip.destination", label: "Seattle"),
            Element(
                role: .group, identifier: "weather.card", label: "Weather",
                children: [
                    Element(
                        role: .staticText, identifier: "weather.place", label: "Seattle, Washington, United States"),
                    Element(role: .staticText, identifier: "weather.temp", label: "61°F"),
                ]),
            Element(role: .button, identifier: "trip.share", label: "Share"),
        ])
    static let sources: RepairProposal.Sources = [
        (
            "AcceptanceTests/Pages/TripDetailPage.swift",
            """
            private var temperature: AppElement { app.staticTexts["weather.temperature"] }
            private var place: AppElement { app.staticTexts["weather.place"] }
            """
        ),
        ("AcceptanceTests/Flows/WeatherFlows.swift", #"try await app.staticTexts["trip.destination"].tap()"#),
    ]

    /// A wait or read that found no element `target` names on `screen`, as the trace records it.
    static func gone(
        _ target: Locator, on screen: Screen = screen, wanted: RunnerError.Wanted = .exists(true),
        sighting: ElementSighting? = nil
    ) -> FlowRunResults.Failure {
        var failure = FlowRunResults.Failure()
        failure.kind = .runner("notFound")
        failure.target = target
        failure.wanted = wanted
        failure.seen = .missing
        failure.screenTree = screen
        failure.sighting = sighting
        return failure
    }

    static let temperature = Locator(role: .staticText, identifier: "weather.temperature")

    @Test func aRenamedIdentifierWithOneSuccessorIsPatchedWhereItIsWritten() {
        let proposal = RepairProposal.propose(for: Self.gone(Self.temperature), sources: Self.sources)
        #expect(
            proposal
                == .rename(
                    from: "weather.temperature", to: "weather.temp",
                    patch: """
                        --- a/AcceptanceTests/Pages/TripDetailPage.swift
                        +++ b/AcceptanceTests/Pages/TripDetailPage.swift
                        @@ -1 +1 @@
                        -private var temperature: AppElement { app.staticTexts["weather.temperature"] }
                        +private var temperature: AppElement { app.staticTexts["weather.temp"] }

                        """, named: .identifier))
    }

    /// A label a flow locates by, renamed in the app, is patched where it locates and nowhere it is expected.
    @Test func aRenamedLabelIsPatchedWhereItLocatesNotWhereItIsExpected() {
        let sources: RepairProposal.Sources = [
            (
                "Tests/Flows/CheckoutFlows.swift",
                """
                try await app.buttons.matching(label: "Check out").element.tap()
                #expect(title == "Check out")
                """
            )
        ]
        let screen = Screen(
            name: "basket", title: "Basket",
            elements: [
                Element(role: .staticText, identifier: "basket.title", label: "Check out"),
                Element(role: .button, identifier: "basket.pay", label: "Checkout"),
                Element(role: .button, identifier: "basket.clear", label: "Empty"),
            ])
        let checkOut = Locator(role: .button, label: .equals("Check out"))
        let proposal = RepairProposal.propose(for: Self.gone(checkOut, on: screen), sources: sources)
        #expect(
            proposal
                == .rename(
                    from: "Check out", to: "Checkout",
                    patch: """
                        --- a/Tests/Flows/CheckoutFlows.swift
                        +++ b/Tests/Flows/CheckoutFlows.swift
                        @@ -1 +1 @@
                        -try await app.buttons.matching(label: "Check out").element.tap()
                        +try await app.buttons.matching(label: "Checkout").element.tap()

                        """, named: .label))
        // Two buttons whose labels are near: no clear successor.
        var two = screen
        two.elements.append(Element(role: .button, identifier: "basket.pay2", label: "Check-out"))
        #expect(RepairProposal.propose(for: Self.gone(checkOut, on: two), sources: sources).isRegression)
    }

    @Test func aChangedValueIsARegressionAndNeverAPatch() {
        var changed = FlowRunResults.Failure(
            kind: .runner("timedOut"), locator: #"static text "weather.temp""#, expected: #"have label "70°F""#,
            actual: #"staticText weather.temp "61°F""#)
        changed.target = Locator(role: .staticText, identifier: "weather.temp")
        changed.wanted = .label(.equals("70°F"))
        changed.seen = .element(Element(role: .staticText, identifier: "weather.temp", label: "61°F"))
        changed.screenTree = Self.screen
        guard case .regression(let why)? = RepairProposal.propose(for: changed, sources: Self.sources) else {
            Issue.record("not a regression")
            return
        }
        #expect(
            why.hasPrefix(
                #"the flow expects static text "weather.temp" to have label "70°F"; the app shows staticText "#
                    + #"weather.temp "61°F"."#), "\(why)")
        let expectation = FlowRunResults.Failure(kind: .expectation)
        #expect(RepairProposal.propose(for: expectation, sources: Self.sources).isRegression)
    }

    @Test func aWaitOnTheLabelOfARenamedElementIsARenameNotARegression() {
        let renamed = Self.gone(Self.temperature, wanted: .label(.equals("61°F")))
        guard case .rename(let from, let to, _, _)? = RepairProposal.propose(for: renamed, sources: Self.sources) else {
            Issue.record("not a rename")
            return
        }
        #expect(from == "weather.temperature" && to == "weather.temp")
    }

    @Test func aNewNameUnlikeTheOldElsewhereIsNoSuccessorButIsNamedForAPerson() {
        var screen = Self.screen
        screen.elements[1].children[1].identifier = "weather.summary"
        guard
            case .regression(let why)? = RepairProposal.propose(
                for: Self.gone(Self.temperature, on: screen), sources: Self.sources)
        else {
            Issue.record("not a regression")
            return
        }
        #expect(
            why == #""weather.temperature" is gone and the screen holds no new static text in its place with its "#
                + #"label, nor one named near it (new, but neither: "weather.summary"); no run of this session or "#
                + #"the ones before it saw where it stood: no safe patch."#)
    }

    /// The message is the answer's own line already: the regression says it once, not again.
    @Test func aFailedExpectationIsARegressionThatDoesNotRepeatItsMessage() {
        let failed = FlowRunResults.Failure(
            message: #"Expectation failed: (temperature → "61°F") == "70°F" (error)"# + "\nmore", kind: .expectation)
        guard case .regression(let why)? = RepairProposal.propose(for: failed, sources: Self.sources) else {
            Issue.record("not a regression")
            return
        }
        #expect(
            why.hasPrefix(#"the flow's `#expect` expects temperature to equal "70°F"; it read "61°F". A value"#),
            "\(why)")
        #expect(!why.contains("Expectation failed"), "\(why)")
    }

    /// A Bool read first and expected: Swift Testing shows no value, and the regression claims none.
    @Test func aFailedExpectationOnABoolReadSaysItsMessageNamesNoValue() {
        let failed = FlowRunResults.Failure(
            message: "Expectation failed: !(canRefresh → <not evaluated>)", kind: .expectation)
        guard case .regression(let why)? = RepairProposal.propose(for: failed, sources: Self.sources) else {
            Issue.record("not a regression")
            return
        }
        #expect(
            why.hasPrefix(
                "the flow's `#expect` does not hold, and its message, above, names no value expected and shown apart "
                    + "(a runner expectation, as `waitForLabel`, names both). A value"), "\(why)")
    }

    /// A count that differs is a value the app shows; a count of none may be a rename, and is not said to be either.
    @Test func aCountThatDiffersIsARegressionAndACountOfNoneIsNot() {
        var failed = FlowRunResults.Failure(kind: .runner("cannotHappen"))
        failed.locator = "cells"
        failed.expected = "number 3"
        failed.actual = "4 matching"
        failed.wanted = .count(.equals(3))
        failed.seen = .matching(4)
        guard case .regression(let why)? = RepairProposal.propose(for: failed, sources: Self.sources) else {
            Issue.record("not a regression")
            return
        }
        #expect(why.hasPrefix("the flow expects cells to number 3; the app shows 4 matching."), "\(why)")
        failed.seen = .matching(0)
        #expect(RepairProposal.propose(for: failed, sources: Self.sources) == nil)
    }

    /// A runner expectation on an answer no screen shows: its expected and actual are quoted.
    @Test func anUnexpectedAnswerIsARegressionQuotingBothValues() {
        var failed = FlowRunResults.Failure(kind: .runner("unexpectedAnswer"))
        failed.locator = "the pasteboard"
        failed.expected = #"be "Seattle · 70°F""#
        failed.actual = #""Seattle · 61°F""#
        failed.wanted = .answer(#""Seattle · 70°F""#)
        guard case .regression(let why)? = RepairProposal.propose(for: failed, sources: Self.sources) else {
            Issue.record("not a regression")
            return
        }
        #expect(
            why.hasPrefix(#"the flow expects the pasteboard to be "Seattle · 70°F"; the app shows "Seattle · 61°F"."#),
            "\(why)")
    }

    @Test func noSuccessorOrTwoOrNoLiteralIsARegression() {
        // A button gone beside a new one of another name (Share for Delete): no successor, even where it is written.
        let written: RepairProposal.Sources = [("AcceptanceTests/Pages/P.swift", #"app.buttons["trip.delete"]"#)]
        #expect(
            RepairProposal.propose(
                for: Self.gone(Locator(role: .button, identifier: "trip.delete")), sources: written
            ).isRegression)
        // Two new static texts in the weather card named near it: no clear successor, and both are named.
        var two = Self.screen
        two.elements[1].children.append(Element(role: .staticText, identifier: "weather.temperatures", label: "59°F"))
        guard
            case .regression(let why)? = RepairProposal.propose(
                for: Self.gone(Self.temperature, on: two), sources: Self.sources)
        else {
            Issue.record("not a regression")
            return
        }
        #expect(
            why == #""weather.temperature" is gone and the screen holds 2 new static texts that could succeed it: "#
                + #""weather.temp" (named near it), "weather.temperatures" (named near it): no safe patch."#)
        // The identifier is not written as a literal anywhere: nothing to patch.
        #expect(RepairProposal.propose(for: Self.gone(Self.temperature), sources: []).isRegression)
    }

    /// A failed snapshot match names a rename's identifier when its snapshot file names it and the screen does not.
    @Test func aSnapshotNamesAGoneIdentifierWhenItsFileDoesAndTheScreenDoesNot() {
        var failure = FlowRunResults.Failure(kind: .runner("cannotHappen"))
        failure.wanted = .snapshot("trip")
        failure.screenTree = Self.screen
        let snapshot =
            "== Seattle (trip) ==\n  group         weather.card  \"Weather\"\n"
            + "    staticText    weather.temperature  \"61°F\"\n"
        let sources: RepairProposal.Sources = [("AcceptanceTests/Snapshots/trip.txt", snapshot)]
        #expect(RepairProposal.snapshot(of: failure, names: "weather.temperature", in: sources))
        #expect(!RepairProposal.snapshot(of: failure, names: "weather.temp", in: sources))
        #expect(!RepairProposal.snapshot(of: failure, names: "weather.place", in: sources))
        failure.wanted = .snapshot("other")
        #expect(!RepairProposal.snapshot(of: failure, names: "weather.temperature", in: sources))
    }
}

@Suite("A repair, applied")
struct RepairApplicationTests {
    /// repair_flow writes the new name where the suite wrote the old one, and changes nothing else of the file.
    @Test func theRenameIsWrittenWhereTheOldNameWasAndNowhereElse() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "trips-repair-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appending(path: "AcceptanceTests/Pages"), withIntermediateDirectories: true)
        let page =
            #"let t = app.staticTexts["weather.temperature"] // weather.temperature, and "61°F""#
            + "\n    // recorded: wait weather.temperature => waitForWeather()"
        let other = #"let p = app.staticTexts["weather.place"]"#
        try Data(page.utf8).write(to: root.appending(path: "AcceptanceTests/Pages/A.swift"))
        try Data(other.utf8).write(to: root.appending(path: "AcceptanceTests/Pages/B.swift"))
        let sources: RepairProposal.Sources = [
            ("AcceptanceTests/Pages/A.swift", page), ("AcceptanceTests/Pages/B.swift", other),
        ]
        let changed = try RepairProposal.applyRename(
            from: "weather.temperature", to: "weather.temp", sources: sources, root: root)
        #expect(changed == ["AcceptanceTests/Pages/A.swift"])
        let renamed = try String(contentsOf: root.appending(path: "AcceptanceTests/Pages/A.swift"), encoding: .utf8)
        let untouched = try String(contentsOf: root.appending(path: "AcceptanceTests/Pages/B.swift"), encoding: .utf8)
        #expect(
            renamed == #"let t = app.staticTexts["weather.temp"] // weather.temperature, and "61°F""#
                + "\n    // recorded: wait weather.temp => waitForWeather()")
        #expect(untouched == other)
    }

    /// A screen snapshot names the element by its identifier too: the rename writes it there, in its element's line
    /// alone, and never changes a label the snapshot holds.
    @Test func aSnapshotHasTheIdentifierRenamedInItsElementsLineAndNothingElse() throws {
        let root = FileManager.default.temporaryDirectory.appending(path: "trips-repair-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appending(path: "AcceptanceTests/Snapshots"), withIntermediateDirectories: true)
        let snapshot = """
            == Seattle (trip) ==
              group         weather.card  "Weather"
                staticText    weather.temperature  "61°F"
                staticText    weather.temperatures  "weather.temperature"
            """
        let path = "AcceptanceTests/Snapshots/Seattle.txt"
        try Data(snapshot.utf8).write(to: root.appending(path: path))
        let sources = RepairProposalTests.sources + [(path, snapshot)]
        guard
            case .rename(_, _, let patch, _)? = RepairProposal.propose(
                for: RepairProposalTests.gone(RepairProposalTests.temperature), sources: sources)
        else {
            Issue.record("no rename proposed")
            return
        }
        #expect(
            patch.contains(
                "--- a/\(path)\n+++ b/\(path)\n@@ -3 +3 @@\n-    staticText    weather.temperature  \"61°F\"\n"
                    + "+    staticText    weather.temp  \"61°F\"\n"), "\(patch)")
        let changed = try RepairProposal.applyRename(
            from: "weather.temperature", to: "weather.temp", sources: [(path, snapshot)], root: root)
        #expect(changed == [path])
        let renamed = try String(contentsOf: root.appending(path: path), encoding: .utf8)
        #expect(renamed == snapshot.replacingOccurrences(of: "weather.temperature  \"61", with: "weather.temp  \"61"))
    }
}

extension RepairProposal? {
    fileprivate var isRegression: Bool {
        if case .regression? = self { true } else { false }
    }
}
