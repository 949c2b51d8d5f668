import Foundation
import Testing

/// Golden tests through the built binary: a piped session, `--codegen`, and the Swift it prints for each command and
/// launch option.
@Suite(.timeLimit(.minutes(2)))
struct CodegenTests {
    @Test func aWholeSessionBecomesAFlowThatLintPasses() async throws {
        let result = try await Codegen.flow("tap trip.seattle\nexpect weather.temperature label 61°F\nback\n")
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            result.output == """
                // Recorded in trips-shell (`trips-shell --codegen`). Next step: move the parts that repeat into page objects
                // (AcceptanceTests/Pages).
                import Testing
                import TripsRunner

                @Suite("Recorded: Recorded Flow", .evidence)
                struct RecordedFlow {
                    @Test("Recorded Flow")
                    func recordedFlow() async throws {
                        try await withApp { trips in
                            let app = trips.app
                            // The trips screen: Trips
                            try await app.cells["trip.seattle"].tap()
                            // The trip screen: Seattle
                            try await step("Seattle") {
                                try await app.staticTexts["weather.temperature"].waitForLabel("61°F")
                                try await app.back()
                            }
                        }
                    }
                }

                """)
        let lintFindings = try await SwiftFormat.lint(result.output)
        #expect(lintFindings == "")
    }

    @Test func tapTypeClearAndBackAreTheMatchingCalls() async throws {
        let script = """
            tap trips.add
            tap newTrip.destination
            type newTrip.destination "São \\"Paulo\\""
            clear newTrip.destination
            back
            tap trip.kyoto
            tap trip.delete
            back
            """
        let result = try await Codegen.flow(script)
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            Codegen.body(result.output) == """
                // The trips screen: Trips
                try await app.buttons["trips.add"].tap()
                // The newTrip screen: New trip
                try await step("New trip") {
                    try await app.textFields["newTrip.destination"].tap()
                    try await app.textFields["newTrip.destination"].typeText("São \\"Paulo\\"")
                    try await app.textFields["newTrip.destination"].clearText()
                    try await app.back()
                }
                // The trips screen: Trips
                try await app.cells["trip.kyoto"].tap()
                // The trip screen: Kyoto
                try await app.buttons["trip.delete"].tap()
                // The alert over Kyoto: Delete Kyoto?
                try await app.back()

                """)
    }

    @Test func waitsBecomeExistenceWaitsUnlessTheNextStepWaitsAnyway() async throws {
        let result = try await Codegen.flow(
            "wait trip.seattle\ntap trip.seattle\nwait weather.temperature 2\nwait weather.place\nwait trip.delete 1\n")
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            Codegen.body(result.output) == """
                // The trips screen: Trips
                try await app.cells["trip.seattle"].tap()
                // The trip screen: Seattle
                try await step("Seattle") {
                    try await app.staticTexts["weather.temperature"].requireExistence(timeout: 2)
                    try await app.staticTexts["weather.place"].requireExistence()
                    try await app.buttons["trip.delete"].requireExistence(timeout: 1)
                }

                """)
    }

    @Test func eachExpectIsCheckedAtOnceAndBecomesTheMatchingWait() async throws {
        let script = """
            expect trip.seattle
            expect trip.seattle label Seattle
            expect trip.seattle value "2026-04-10 → 2026-04-17 · 8 days"
            expect trips.empty gone
            expect trips.add enabled
            tap trips.add
            expect newTrip.save disabled
            """
        let result = try await Codegen.flow(script)
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            Codegen.body(result.output) == """
                // The trips screen: Trips
                try await step("Trips") {
                    try await app.cells["trip.seattle"].requireExistence()
                    try await app.cells["trip.seattle"].waitForLabel("Seattle")
                    try await app.cells["trip.seattle"].waitForValue("2026-04-10 → 2026-04-17 · 8 days")
                    try await app.elements["trips.empty"].requireNonExistence()
                    try await app.buttons["trips.add"].waitForEnabled()
                    try await app.buttons["trips.add"].tap()
                }
                // The newTrip screen: New trip
                try await app.buttons["newTrip.save"].waitForEnabled(false)

                """)
    }

    @Test func expectScreenRecordsTheSnapshotOnceThenComparesAndBecomesExpectScreen() async throws {
        let snapshots = FileManager.default.temporaryDirectory.appendingPathComponent("trips-snap-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: snapshots) }
        let environment = ["TRIPS_SNAPSHOTS_DIR": snapshots.path]
        let result = try await Codegen.flow(
            "expect screen list\nexpect screen list\ntap trip.seattle\nexpect screen list\n", environment: environment)
        #expect(result.status == 1)
        #expect(
            result.errors
                == "error: the screen does not match snapshot 'list' (\(snapshots.path)/list.txt) at line 1: expected "
                + "'== Trips (trips) ==', shown '== Seattle (trip) =='.\n")
        #expect(
            try String(contentsOf: snapshots.appendingPathComponent("list.txt"), encoding: .utf8).hasPrefix(
                "== Trips (trips) ==\n"))
        let body = Codegen.body(result.output)
        #expect(
            body.hasPrefix(
                """
                // The trips screen: Trips
                try await step("Trips") {
                    try await app.expectScreen(matching: "list")
                    try await app.expectScreen(matching: "list")
                    try await app.cells["trip.seattle"].tap()
                }
                // The trip screen: Seattle
                // Not recorded: `expect screen list` failed: the screen does not match snapshot 'list'

                """.dropLast()))
        #expect(body.hasSuffix("shown '== Seattle (trip) =='.\n"), "the comment says why, and nothing follows")
    }

    @Test func expectScreenRecordsOverAnOldSnapshotWhenAskedTo() async throws {
        let snapshots = FileManager.default.temporaryDirectory.appendingPathComponent("trips-snap-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: snapshots) }
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
        let file = snapshots.appendingPathComponent("list.txt")
        try Data("== Somewhere else ==\n".utf8).write(to: file)
        let result = try await Codegen.flow(
            "expect screen list\n",
            environment: ["TRIPS_SNAPSHOTS_DIR": snapshots.path, "TRIPS_RECORD_SNAPSHOTS": "1"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(try String(contentsOf: file, encoding: .utf8).hasPrefix("== Trips (trips) ==\n"))
    }

    @Test func aMaskedSnapshotLineMatchesWhateverItStandsFor() async throws {
        let snapshots = FileManager.default.temporaryDirectory.appendingPathComponent("trips-snap-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: snapshots) }
        try FileManager.default.createDirectory(at: snapshots, withIntermediateDirectories: true)
        let list = try await ProcessRunner.shell(["-uiTesting"], input: "show\n").output
        let masked = list.replacingOccurrences(of: "\"Seattle\"", with: "\"‹city›\"")
        try Data(masked.utf8).write(to: snapshots.appendingPathComponent("list.txt"))
        let result = try await Codegen.flow(
            "expect screen list\n", environment: ["TRIPS_SNAPSHOTS_DIR": snapshots.path])
        #expect(masked != list)
        #expect(result.status == 0, "\(result.errors)")
    }

    @Test func aFailedCheckIsReportedAndOnlyCommented() async throws {
        let result = try await Codegen.flow(
            "expect trip.seattle label Paris\nexpect trips.add disabled\nexpect trip.seattle gone\nexpect trip.paris\n")
        #expect(result.status == 1)
        #expect(
            result.errors == """
                error: The label of 'trip.seattle' is "Seattle", not "Paris".
                error: The element 'trips.add' is enabled.
                error: The element 'trip.seattle' is still on the trips screen.
                error: No element 'trip.paris' on the trips screen.

                """)
        #expect(
            Codegen.body(result.output) == """
                // The trips screen: Trips
                // Not recorded: `expect trip.seattle label Paris` failed: The label of 'trip.seattle' is "Seattle", not
                // "Paris".
                // Not recorded: `expect trips.add disabled` failed: The element 'trips.add' is enabled.
                // Not recorded: `expect trip.seattle gone` failed: The element 'trip.seattle' is still on the trips screen.
                // Not recorded: `expect trip.paris` failed: No element 'trip.paris' on the trips screen.

                """)
    }

    @Test func aFailedCommandIsACommentSayingWhatWasTried() async throws {
        let result = try await Codegen.flow("tap trip.seatle\nfrobnicate\ntap trip.seattle\n")
        #expect(result.status == 1)
        #expect(result.output.hasPrefix("// Recorded in trips-shell"), "the flow is printed still")
        #expect(
            Codegen.body(result.output) == """
                // The trips screen: Trips
                // Not recorded: `tap trip.seatle` failed: No element 'trip.seatle' on the trips screen. Did you mean
                // trip.seattle?
                // Not recorded: `frobnicate` failed: unknown command 'frobnicate'. Type 'help' for the commands.
                try await app.cells["trip.seattle"].tap()

                """)
    }

    @Test func underTheDriversClockAdvanceIsTheClocksAdvance() async throws {
        let result = try await Codegen.flow(
            "tap trip.seattle\nadvance 2s\nadvance 1.5\nadvance 500ms\nexpect weather.temperature label 61°F\n",
            ["--driver-clock", "--stub-latency", "2"])
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            Codegen.launch(result.output).hasSuffix(#"withApp("--driver-clock", "--stub-latency", "2") { trips in"#))
        #expect(
            Codegen.body(result.output) == """
                // The trips screen: Trips
                try await app.cells["trip.seattle"].tap()
                // The trip screen: Seattle
                try await step("Seattle") {
                    try await app.clock.advance(by: .seconds(2))
                    try await app.clock.advance(by: .milliseconds(1500))
                    try await app.clock.advance(by: .milliseconds(500))
                    try await app.staticTexts["weather.temperature"].waitForLabel("61°F")
                }

                """)
    }

    @Test func onALiveClockAdvanceFails() async throws {
        let result = try await Codegen.flow("advance 1s\n")
        #expect(result.status == 1)
        #expect(result.errors.contains("The app's clock is live, so time passes by itself: launch with --driver-clock"))
    }

    @Test func theLaunchOptionsThatShapeTheAppAreRepeatedAndTheSessionsOwnAreNot() async throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("trips-codegen-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: data) }
        let result = try await Codegen.flow(
            "show\n",
            [
                "--driver-clock", "--stub-latency", "seattle=2", "--stub-fail=bergen=503", "--stub-offline", "kyoto",
                "--stub-timeout", "all", "--now", "2026-05-01T08:00:00Z", "--request-timeout", "3", "--no-color",
                "--stop-on-error", "--data-dir", data.path,
            ])
        #expect(result.status == 0, "\(result.errors)")
        #expect(
            result.output.contains(
                """
                        try await withApp(
                            "--driver-clock", "--stub-latency", "seattle=2", "--stub-fail=bergen=503", "--stub-offline", "kyoto",
                            "--stub-timeout", "all", "--now", "2026-05-01T08:00:00Z", "--request-timeout", "3"
                        ) { _ in
                """))
        // The header's comment is wrapped to the line length, where the data directory's path, as long as the temporary
        // directory's, puts the break.
        let header = result.output.replacingOccurrences(of: "\n// ", with: " ")
        #expect(header.contains("The session's --data-dir are not repeated"))
        let lintFindings = try await SwiftFormat.lint(result.output)
        #expect(lintFindings == "")
    }
}
