import Foundation
import Testing

@testable import TripsMCP

/// run_flows proposes a patch only for an identifier the app renamed, where one successor is clear, and calls every
/// changed value a regression: no proposal ever changes what a flow checks.
@Suite("A repair proposal")
struct RepairProposalTests {
    static let screen = """
        == Seattle (trip) ==
          staticText    trip.destination  "Seattle"
          group         weather.card  "Weather"
            staticText    weather.place  "Seattle, Washington, United States"
            staticText    weather.temp  "61°F"
          button        trip.share  "Share"
        """
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

    static func gone(_ locator: String, screen: String = screen) -> FlowRunResults.Failure {
        FlowRunResults.Failure(
            screen: screen, kind: "notFound", locator: locator, expected: "exist",
            actual: "not on screen; in its place: …")
    }

    @Test func aRenamedIdentifierWithOneSuccessorIsPatchedWhereItIsWritten() {
        let proposal = RepairProposal.propose(
            for: Self.gone(#"static text "weather.temperature""#), sources: Self.sources)
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
        let screen = """
            == Basket (basket) ==
              staticText    basket.title  "Check out"
              button        basket.pay  "Checkout"
              button        basket.clear  "Empty"
            """
        let proposal = RepairProposal.propose(
            for: Self.gone(#"button label "Check out""#, screen: screen), sources: sources)
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
        let two = screen + "\n  button        basket.pay2  \"Check-out\""
        #expect(
            RepairProposal.propose(for: Self.gone(#"button label "Check out""#, screen: two), sources: sources)
                .isRegression)
    }

    @Test func aChangedValueIsARegressionAndNeverAPatch() {
        let changed = FlowRunResults.Failure(
            screen: Self.screen, kind: "timedOut", locator: #"static text "weather.temp""#,
            expected: #"have label "70°F""#,
            actual: #"staticText weather.temp "61°F""#)
        guard case .regression(let why)? = RepairProposal.propose(for: changed, sources: Self.sources) else {
            Issue.record("not a regression")
            return
        }
        #expect(
            why.hasPrefix(
                #"the flow expects static text "weather.temp" to have label "70°F"; the app shows staticText "#
                    + #"weather.temp "61°F"."#), "\(why)")
        let expectation = FlowRunResults.Failure(kind: "expectation")
        #expect(RepairProposal.propose(for: expectation, sources: Self.sources).isRegression)
    }

    @Test func aWaitOnTheLabelOfARenamedElementIsARenameNotARegression() {
        let renamed = FlowRunResults.Failure(
            screen: Self.screen, kind: "cannotHappen", locator: #"static text "weather.temperature""#,
            expected: #"have label "61°F""#, actual: "not on screen; near: weather.temp")
        guard case .rename(let from, let to, _, _)? = RepairProposal.propose(for: renamed, sources: Self.sources) else {
            Issue.record("not a rename")
            return
        }
        #expect(from == "weather.temperature" && to == "weather.temp")
    }

    @Test func aNewNameUnlikeTheOldIsNoSuccessorButIsNamedForAPerson() {
        let screen = Self.screen.replacingOccurrences(of: "weather.temp ", with: "weather.summary ")
        guard
            case .regression(let why)? = RepairProposal.propose(
                for: Self.gone(#"static text "weather.temperature""#, screen: screen), sources: Self.sources)
        else {
            Issue.record("not a regression")
            return
        }
        #expect(
            why == #""weather.temperature" is gone and the screen holds no new static text named near it (new, but "#
                + #"named unlike it: "weather.summary"): no safe patch."#)
    }

    @Test func aFailedExpectationIsARegressionThatQuotesIt() {
        let failed = FlowRunResults.Failure(
            message: #"Expectation failed: (temperature → "61°F") == "70°F" (error)"# + "\nmore", kind: "expectation")
        guard case .regression(let why)? = RepairProposal.propose(for: failed, sources: Self.sources) else {
            Issue.record("not a regression")
            return
        }
        #expect(
            why.hasPrefix(
                #"the flow expects another value than the app shows: Expectation failed: "#
                    + #"(temperature → "61°F") == "70°F". A value"#), "\(why)")
    }

    @Test func noSuccessorOrTwoOrNoLiteralIsARegression() {
        // A button gone beside a new one of another name (Share for Delete): no successor, even where it is written.
        let written: RepairProposal.Sources = [("AcceptanceTests/Pages/P.swift", #"app.buttons["trip.delete"]"#)]
        #expect(RepairProposal.propose(for: Self.gone(#"button "trip.delete""#), sources: written).isRegression)
        // Two new static texts in the weather card: no clear successor.
        let two = Self.screen + "\n    staticText    weather.temperatures  \"59°F\""
        #expect(
            RepairProposal.propose(
                for: Self.gone(#"static text "weather.temperature""#, screen: two), sources: Self.sources
            )
            .isRegression)
        // The identifier is not written as a literal anywhere: nothing to patch.
        #expect(
            RepairProposal.propose(for: Self.gone(#"static text "weather.temperature""#), sources: [])
                .isRegression)
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
                for: RepairProposalTests.gone(#"static text "weather.temperature""#), sources: sources)
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
