import AutomationProtocol
import Foundation
import Testing

@testable import AppRunner

/// The expectations a flow makes on the app's state instead of an `#expect` on a value it read: each waits, and its
/// failure names, in its first line, the value expected and the one the app showed (a disabled control's reason
/// included), and carries both as values.
struct ExpectationFailureTests {
    @Test func aDisabledWaitHoldsOnTheReasonGivenAndItsFailureNamesBothReasons() async throws {
        let app = try await Fixture.launched("fake_app.py")
        let never = app.buttons["fake.disabled"]
        try await never.waitForDisabled(because: "Nothing is ever loaded twice.")
        let error = await #expect(throws: RunnerError.self) {
            try await never.waitForDisabled(because: "Loading.", timeout: Fixture.farPastTheBound)
        }
        #expect(error?.kind == .cannotHappen)
        let line = Fixture.firstLine(error)
        #expect(line.contains(#"to be disabled because "Loading.""#), "\(line)")
        #expect(line.contains(#"(last seen: button fake.disabled "Never" [disabled: Nothing is ever loaded twice.])"#))
        #expect(error?.wanted == .disabledBecause("Loading."))
    }

    @Test func aDisabledWaitOnAnEnabledControlNamesItEnabled() async throws {
        let app = try await Fixture.launched("fake_app.py")
        let error = await #expect(throws: RunnerError.self) {
            try await app.buttons["fake.load"].waitForDisabled(because: "Busy.", timeout: Fixture.farPastTheBound)
        }
        #expect(
            Fixture.firstLine(error).contains(#"(last seen: button fake.load "Load")"#), "\(Fixture.firstLine(error))")
    }

    @Test func anEnabledWaitOnADisabledControlNamesItsReason() async throws {
        let app = try await Fixture.launched("fake_app.py")
        let error = await #expect(throws: RunnerError.self) {
            try await app.buttons["fake.disabled"].waitForEnabled(timeout: Fixture.farPastTheBound)
        }
        let line = Fixture.firstLine(error)
        #expect(
            line.contains(
                #"to be enabled (last seen: button fake.disabled "Never" [disabled: Nothing is ever "#
                    + #"loaded twice.])"#), "\(line)")
        #expect(error?.wanted == .enabled(true))
    }

    @Test func aLabelsWaitHoldsOnTheLabelsInOrderAndItsFailureNamesBothLists() async throws {
        let app = try await Fixture.launched("fake_app.py")
        try await app.cells.waitForLabels(["A", "B", "C"])
        try await app.cells.matching(label: "Z").waitForLabels([])
        let error = await #expect(throws: RunnerError.self) {
            try await app.cells.waitForLabels(["C", "B", "A"], timeout: Fixture.farPastTheBound)
        }
        #expect(error?.kind == .cannotHappen)
        let line = Fixture.firstLine(error)
        #expect(line.contains(#"waiting for cells to have labels ["C", "B", "A"]"#), "\(line)")
        #expect(line.contains(#"(last seen: labels ["A", "B", "C"])"#), "\(line)")
        #expect(error?.wanted == .labels(["C", "B", "A"]))
        #expect(error?.seen == .matching(3))
    }

    @Test func anAnswerThatDiffersFailsNamingTheValueExpectedAndTheOneAnswered() async throws {
        let app = try await Fixture.launched("fake_app.py")
        let title = app.staticTexts["fake.title"]
        try await app.expect("the title", toEqual: "Fake app") { try await title.label }
        let error = await #expect(throws: RunnerError.self) {
            try await app.expect("the title", toEqual: "Another app") { try await title.label }
        }
        #expect(error?.kind == .unexpectedAnswer)
        #expect(
            Fixture.firstLine(error) == #"Expected the title to be "Another app", but the app answered "Fake app"."#)
        #expect(error?.expected == #"be "Another app""#)
        #expect(error?.lastSeen == #""Fake app""#)
        #expect(error?.wanted == .answer(#""Another app""#))
        // Where the flow called it: a call outside a macro's closure, whose lines Swift gives as the macro's own.
        let called = #line + 2
        do {
            try await app.expect("the title", toEqual: "Another app") { try await title.label }
        } catch let failure as RunnerError {
            let location = failure.location ?? ""
            #expect(location.hasSuffix("ExpectationFailureTests.swift:\(called)"), "\(location)")
        }
    }

    @Test func aValueIsWrittenQuotedAndNoneAsNil() {
        #expect(Application.spoken("a \"b\"") == #""a \"b\"""#)
        #expect(Application.spoken(String?.none as Any) == "nil")
        #expect(Application.spoken(String?.some("x") as Any) == #""x""#)
        #expect(Application.spoken(["x", "y"]) == #"["x", "y"]"#)
        #expect(Application.spoken([Int]()) == "[]")
        #expect(Application.spoken(3) == "3")
    }
}
