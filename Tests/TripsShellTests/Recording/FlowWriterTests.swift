import AutomationProtocol
import Testing

@testable import FlowRecording
@testable import TripsShell

/// The flow a recording becomes, written from steps made by hand: every runner call, the screen comments, the steps
/// grouped by screen, no dead waits, long lines broken as swift-format breaks them.
struct FlowWriterTests {
    private let list = RecordedStep.Place(name: "trips", title: "Trips", alert: nil)
    private let seattle = RecordedStep.Place(name: "trip", title: "Seattle", alert: nil)
    private let alert = RecordedStep.Place(name: "trip", title: "Seattle", alert: "Delete Seattle?")

    private func target(_ identifier: String, _ role: Role?) -> RecordedStep.Target {
        .init(identifier: identifier, role: role)
    }

    private func flow(
        _ steps: [RecordedStep], setup: [RecordedStep] = [], arguments: [String] = ["-uiTesting"]
    ) -> String {
        FlowWriter(
            name: FlowName(fileName: "DeleteSeattle.swift"),
            launch: FlowLaunch(sessionArguments: arguments),
            setup: setup, steps: steps
        ).source
    }

    @Test func stepsOnOneScreenAreGroupedAndEachChangeOfScreenIsNamed() async throws {
        let source = flow(
            [
                .init(place: list, action: .tap(target("trip.seattle", .cell))),
                .init(place: seattle, action: .expect(target("weather.temperature", .staticText), .label("61°F"))),
                .init(place: seattle, action: .tap(target("trip.delete", .button))),
                .init(place: alert, action: .back),
                .init(place: seattle, action: .advance(.milliseconds(300))),
                .init(place: seattle, action: .expectScreen("seattle-loaded")),
            ], arguments: ["-uiTesting", "--driver-clock", "--record", "DeleteSeattle.swift"])
        #expect(
            source == """
                // Recorded in trips-shell (`trips-shell -uiTesting --driver-clock --record DeleteSeattle.swift`). Next step: move the
                // parts that repeat into page objects (AcceptanceTests/Pages).
                import Testing
                import TripsRunner

                @Suite("Recorded: Delete Seattle", .evidence)
                struct DeleteSeattle {
                    @Test("Delete Seattle")
                    func deleteSeattle() async throws {
                        try await withApp("--driver-clock") { trips in
                            let app = trips.app
                            // The trips screen: Trips
                            try await app.cells["trip.seattle"].tap()
                            // The trip screen: Seattle
                            try await step("Seattle") {
                                try await app.staticTexts["weather.temperature"].waitForLabel("61°F")
                                try await app.buttons["trip.delete"].tap()
                            }
                            // The alert over Seattle: Delete Seattle?
                            try await app.back()
                            // The trip screen: Seattle
                            try await step("Seattle") {
                                try await app.clock.advance(by: .milliseconds(300))
                                try await app.expectScreen(matching: "seattle-loaded")
                            }
                        }
                    }
                }

                """)
        let lintFindings = try await SwiftFormat.lint(source)
        #expect(lintFindings == "")
    }

    @Test func everyCheckIsTheMatchingWait() {
        let field = target("newTrip.destination", .textField)
        let source = flow([
            .init(place: list, action: .expect(field, .exists)),
            .init(place: list, action: .expect(field, .value("Ber"))),
            .init(place: list, action: .expect(field, .gone)),
            .init(place: list, action: .expect(field, .enabled)),
            .init(place: list, action: .expect(field, .disabled)),
            .init(place: list, action: .expect(target("x.y", nil), .gone)),
            .init(place: list, action: .wait(field, timeout: 2.5)),
            .init(place: list, action: .type(field, "São \"Paulo\" \\ \u{1B}")),
            .init(place: list, action: .clear(field)),
        ])
        #expect(source.contains(#"app.textFields["newTrip.destination"].requireExistence()"#))
        #expect(source.contains(#"app.textFields["newTrip.destination"].waitForValue("Ber")"#))
        #expect(source.contains(#"app.textFields["newTrip.destination"].requireNonExistence()"#))
        #expect(source.contains(#"app.textFields["newTrip.destination"].waitForEnabled()"#))
        #expect(source.contains(#"app.textFields["newTrip.destination"].waitForEnabled(false)"#))
        #expect(source.contains(#"app.elements["x.y"].requireNonExistence()"#), "a role never seen: any element")
        #expect(source.contains(#"app.textFields["newTrip.destination"].requireExistence(timeout: 2.5)"#))
        #expect(source.contains(#".typeText("São \"Paulo\" \\ \u{1B}")"#))
        #expect(source.contains(#"app.textFields["newTrip.destination"].clearText()"#))
    }

    @Test func aWaitForWhatTheNextStepUsesIsLeftOut() {
        let temperature = target("weather.temperature", .staticText)
        let source = flow([
            .init(place: seattle, action: .wait(target("trip.delete", .button), timeout: nil)),
            .init(place: seattle, action: .comment(line: "tap trip.x", reason: "No element.")),
            .init(place: seattle, action: .tap(target("trip.delete", .button))),
            .init(place: alert, action: .wait(temperature, timeout: nil)),
            .init(place: seattle, action: .expect(temperature, .label("61°F"))),
            .init(place: seattle, action: .wait(temperature, timeout: nil)),
            .init(place: seattle, action: .expect(temperature, .gone)),
        ])
        #expect(!source.contains(#"buttons["trip.delete"].requireExistence"#), "the tap waits for it")
        #expect(source.contains("// Not recorded: `tap trip.x` failed: No element."))
        let waits = source.components(separatedBy: #"staticTexts["weather.temperature"].requireExistence()"#).count - 1
        #expect(waits == 2, "kept: one before a change of screen, one before a check that it is gone")
    }

    @Test func whatWasDoneBeforeRecordingBeganComesFirst() {
        let source = flow(
            [.init(place: seattle, action: .tap(target("trip.delete", .button)))],
            setup: [
                .init(place: list, action: .tap(target("trip.seattle", .cell))),
                .init(place: seattle, action: .comment(line: "tap x", reason: "No element.")),
            ])
        #expect(
            source.contains(
                """
                            // Before recording began: what the session did to get there.
                            // The trips screen: Trips
                            try await app.cells["trip.seattle"].tap()
                            // Recording began here.
                            // The trip screen: Seattle
                            try await app.buttons["trip.delete"].tap()
                """))
        #expect(!source.contains("tap x"), "a failure before recording is not the flow's")
    }

    @Test func nothingRecordedIsAFlowThatOnlyLaunches() async throws {
        let source = flow([])
        #expect(source.contains("try await withApp { _ in\n            // Nothing was recorded.\n        }"))
        let lintFindings = try await SwiftFormat.lint(source)
        #expect(lintFindings == "")
    }

    @Test func longLinesBreakAsSwiftFormatBreaksThem() async throws {
        let long = String(repeating: "The trip and its notes will be removed. ", count: 3)
        let source = flow(
            [
                .init(place: alert, action: .expect(target("alert.message", .staticText), .label(long))),
                .init(
                    place: alert, action: .expect(target("alert.message", .staticText), .label(String(long.prefix(70))))
                ),
                .init(place: alert, action: .wait(target("alert.message", .staticText), timeout: 30)),
                .init(place: .init(name: "trip", title: long, alert: nil), action: .tap(target("trip." + long, .cell))),
                .init(
                    place: .init(name: "trip", title: long, alert: nil), action: .tap(target("trip.delete", .button))),
                .init(place: list, action: .comment(line: "tap " + long, reason: long)),
            ],
            arguments: [
                "-uiTesting", "--driver-clock", "--stub-offline", "seattle", "--stub-latency", "1", "--stub-fail",
                "bergen=503", "--stub-fail", "kyoto=429", "--now", "2026-01-01T00:00:00Z",
            ])
        let lintFindings = try await SwiftFormat.lint(source)
        #expect(lintFindings == "", "\(source)")
        let tooLong = source.split(separator: "\n").filter { line in line.count > 120 && !line.contains(long) }
        #expect(tooLong.isEmpty, "only a literal longer than a line may pass the line's end")
    }
}
