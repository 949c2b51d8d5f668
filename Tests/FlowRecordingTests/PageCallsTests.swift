import AutomationProtocol
import Foundation
import Testing

@testable import FlowRecording

/// A recorded flow calls a page object's method where the page declares that the method wraps the step, and the
/// runner's query everywhere else.
@Suite("Page calls")
struct PageCallsTests {
    /// A declaration's pattern fits an identifier whole, `*` standing for any run of characters, none included.
    @Test(arguments: [
        ("trip.seattle", "trip.seattle", true), ("trip.seattle", "trip.bergen", false),
        ("trip.seattle", "trip.*", true), ("trip.", "trip.*", true), ("trips.add", "trip.*", false),
        ("item.9.delete", "item.*.delete", true), ("item..delete", "item.*.delete", true),
        ("item.9.deleted", "item.*.delete", false), ("aba", "ab*ba", false), ("abba", "ab*ba", true),
        ("a.b.c.d", "a*b*d", true), ("a.d.b", "a*b*d", false), ("anything", "*", true), ("", "*", true),
        ("x.y", "**y", true), ("trip.*", "trip.*", true),
    ])
    func aPatternFitsAnIdentifierWhole(identifier: String, pattern: String, fits: Bool) {
        #expect(PageCalls.matches(identifier, pattern) == fits)
    }

    static let page = """
        struct TripListPage: Page {
            /// Opens the trip to `destination`.
            // recorded: tap cell trip.* => open({label})
            func open(_ destination: String) async throws -> TripDetailPage {
            }

            // recorded: wait trips.empty => waitForEmptyState()
            // (a comment between: the declaration no longer holds)
            func waitForEmptyState() async throws {}
        }
        struct TripDetailPage: Page {
            // recorded: tap weather.retry => retry()
            @discardableResult
            func retry() async throws {}
        }
        """

    static let calls = PageCalls(sources: [("Pages.swift", page)])

    @Test func aPackageDeclaresTheFunctionItsFlowsLaunchTheAppWith() {
        let source =
            "/// Launches it.\n// recorded: launch => withTimer\nfunc withTimer(_ body: (TimerPage) async throws -> Void) {"
        #expect(PageCalls.launch(in: source) == "withTimer")
        #expect(PageCalls.launch(in: "// recorded: tap cell trip.* => open({label})\nfunc open() {") == nil)
    }

    @Test func eachDeclarationIsTheMethodBelowItInItsPage() {
        #expect(
            Self.calls.declarations.map {
                "\($0.page ?? "-") \($0.command) \($0.role?.rawValue ?? "-") \($0.pattern ?? "-") \($0.call) "
                    + "\($0.returnsValue)"
            } == [
                "TripListPage tap cell trip.* open({label}) true",
                "TripDetailPage tap - weather.retry retry() false",
            ])
    }

    @Test func aStepAMethodWrapsIsItsCallWithTheLabelTheScreenShowed() throws {
        let seattle = RecordedStep.Target(identifier: "trip.seattle", role: .cell, label: "Seattle")
        var tap = CommandArguments()
        tap[.element] = Locator(identifier: "trip.seattle")
        #expect(
            Self.calls.statement(for: .tap, tap, on: seattle, launched: "trips")
                == #"_ = try await TripListPage(app: app).open("Seattle")"#)
        let retry = RecordedStep.Target(identifier: "weather.retry", role: .button, label: "Retry")
        #expect(
            Self.calls.statement(for: .tap, CommandArguments(), on: retry, launched: "trips")
                == "try await TripDetailPage(app: app).retry()")
    }

    @Test func aRowWhoseLabelAnEarlierRowSharesIsLeftToTheQueries() {
        var tap = CommandArguments()
        tap[.element] = Locator(identifier: "trip.bergen-2")
        let second = RecordedStep.Target(identifier: "trip.bergen-2", role: .cell, label: "Bergen", labelOccurrence: 2)
        #expect(Self.calls.statement(for: .tap, tap, on: second, launched: "trips") == nil)
    }

    @MainActor @Test func aRecordedTapOnTheSecondRowOfALabelIsTheQueryAndOnTheFirstThePagesCall() throws {
        let recorder = SessionRecorder(sessionArguments: ["-uiTesting"], pages: Self.calls)
        let bergen = { (identifier: String) in Element(role: .cell, identifier: identifier, label: "Bergen") }
        let rows = [bergen("trip.bergen"), Element(role: .cell, identifier: "trip.oslo", label: "Oslo")]
        let list = Element(
            role: .list, identifier: "trips.list", label: "Trips", children: rows + [bergen("trip.bergen-2")])
        let screen = Screen(name: "trips", title: "Trips", elements: [list])
        try recorder.start(nil)
        for identifier in ["trip.bergen-2", "trip.bergen"] {
            var tap = CommandArguments()
            tap[.element] = Locator(identifier: identifier)
            #expect(recorder.performed(.tap, tap, before: screen, after: screen) == nil)
        }
        let source = try #require(recorder.source)
        #expect(source.contains(#"try await app.cells["trip.bergen-2"].tap()"#), "\(source)")
        #expect(source.contains(#"_ = try await TripListPage(app: app).open("Bergen")"#), "\(source)")
    }

    @Test func aStepNoMethodWrapsIsLeftToTheQueries() {
        let add = RecordedStep.Target(identifier: "trips.add", role: .button, label: "New trip")
        #expect(Self.calls.statement(for: .tap, CommandArguments(), on: add, launched: "trips") == nil)
        // The trip screen's Share button fits `trip.*`, but it is no trip's row: the declaration names cells.
        let share = RecordedStep.Target(identifier: "trip.share", role: .button, label: "Share")
        #expect(Self.calls.statement(for: .tap, CommandArguments(), on: share, launched: "trips") == nil)
        // A wait with a timeout of its own is more than the method does.
        var timed = CommandArguments()
        timed[.timeout] = 3
        let retry = RecordedStep.Target(identifier: "weather.retry", role: .button, label: "Retry")
        #expect(Self.calls.statement(for: .wait, timed, on: retry, launched: "trips") == nil)
    }

    @Test func theSuitesPagesDeclareEveryStepKindAndNothingTheRecorderCannotUse() {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let pages = PageCalls(pagesIn: root.appending(path: "AcceptanceTests/Pages"))
        #expect(pages.problems == [], "\(pages.report ?? "")")
        #expect(
            Set(pages.declarations.map(\.command)) == ["tap", "type", "clear", "replace", "wait", "expect", "advance"],
            "\(pages.declarations)")
        #expect(pages.declarations.contains { $0.call == "open({label})" && $0.page == "TripListPage" })
        #expect(pages.declarations.contains { $0.call == "letTimePass({duration})" && $0.page == nil })
        // A trip called Share is a row, whose identifier is the trip screen's Share button's: the role tells them apart.
        var tap = CommandArguments()
        tap[.element] = Locator(identifier: "trip.share")
        let row = RecordedStep.Target(identifier: "trip.share", role: .cell, label: "Share")
        let button = RecordedStep.Target(identifier: "trip.share", role: .button, label: "Share")
        #expect(
            pages.statement(for: .tap, tap, on: row, launched: "trips")
                == #"_ = try await TripListPage(app: app).open("Share")"#)
        #expect(
            pages.statement(for: .tap, tap, on: button, launched: "trips")
                == "try await TripDetailPage(app: app).share()")
    }
}
