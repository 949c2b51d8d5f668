import AutomationProtocol
import Foundation
import Testing
import TripsMCP
import TripsTestKit

/// The tools against a real `trips-shell`: what an answer shows, how a wait fails, a crash and a relaunch. One at a
/// time: each launches an app, and the suite beside them has timed waits of its own. Each case is bounded, not the
/// suite as a whole: one at a time, the cases' times add up to whatever the machine's load makes them.
@Suite("The tools", .serialized, .bounded())
struct ToolTests {
    @Test func aNewScreenComesWholeAndTheSameScreenAsItsChanges() async {
        await withClient(options: ["-uiTesting", "--driver-clock"]) { client in
            let first = await client.call("snapshot")
            #expect(first.text.hasPrefix("screen trips · #"))
            #expect(first.text.contains("cell          trip.seattle  \"Seattle\""))
            let opened = await client.call("tap", ["identifier": .string("trips.add")])
            #expect(opened.text.hasPrefix("another screen: trips → newTrip · #"))
            #expect(opened.text.contains("== New trip (newTrip) =="))
            let typed = await client.call(
                "type", ["identifier": .string("newTrip.destination"), "text": .string("Ber")])
            #expect(!typed.isError)
            #expect(!typed.text.contains("== New trip (newTrip) =="), "only the changes: \(typed.text)")
            #expect(typed.text.contains("\n~ newTrip.destination value \"Ber\"\n"), "\(typed.text)")
            let suggested = await client.call("advance_clock", ["milliseconds": .integer(300)])
            let bergen = "\n+   cell suggestion.bergen \"Bergen, Vestland, Norway\"\n"
            #expect(suggested.text.contains(bergen), "\(suggested.text)")
            let whole = await client.call("advance_clock", ["milliseconds": .integer(0), "show": .string("screen")])
            #expect(whole.text.contains("== New trip (newTrip) =="))
        }
    }

    @Test func partOfTheScreenWithinAnElementToADepthOrTheLinesThatMatch() async {
        await withClient { client in
            let found = await client.call("snapshot", ["find": .string("bergen")])
            #expect(
                found.text.hasSuffix(
                    "== Trips (trips) ==\n  list          trips.list  \"Trips\"\n    cell          trip.bergen  \"Bergen\"\n                  value \"2026-06-01 → 2026-06-08 · 8 days\"\n"
                ), "\(found.text)")
            let shallow = await client.call("snapshot", ["within": .string("trips.list"), "depth": .integer(1)])
            #expect(
                shallow.text.hasSuffix("== Trips (trips) ==\n  list          trips.list  \"Trips\"\n"),
                "\(shallow.text)")
            let missing = await client.call("snapshot", ["within": .string("trips.lst")])
            #expect(missing.isError)
            #expect(missing.text.contains("Did you mean trips.list"))
        }
    }

    @Test func aWaitThatCannotComeTrueFailsAtOnceWithTheScreen() async {
        await withClient { client in
            // A timeout past the case's bound: had the tool waited it out, the bound would fail the case.
            let answer = await client.call(
                "wait_for",
                [
                    "identifier": .string("trip.seattle"), "condition": .string("label"), "text": .string("Paris"),
                    "timeout": .integer(3600),
                ])
            #expect(answer.isError)
            #expect(answer.text.hasPrefix("Gave up at once waiting for"), "\(answer.text)")
            #expect(answer.text.contains("cell          trip.seattle"), "the screen")
        }
    }

    @Test func aWaitGivenATextItDoesNotCompareSaysSo() async {
        await withClient { client in
            let answer = await client.call(
                "wait_for", ["identifier": .string("trip.seattle"), "text": .string("Seattle")])
            #expect(answer.isError)
            #expect(
                answer.text == "`text` goes with a `label` or `value` condition, not with `exists`.", "\(answer.text)")
        }
    }

    @Test func aWaitOnAPatternThatDoesNotCompileSaysSo() async {
        await withClient { client in
            let answer = await client.call(
                "wait_for",
                [
                    "identifier": .string("trip.seattle"), "condition": .string("label"), "text": .string("("),
                    "match": .string("matches"),
                ])
            #expect(answer.isError)
            #expect(
                answer.text.hasPrefix(
                    "Cannot wait on element \"trip.seattle\": '(' is not a regular expression (ICU syntax)."),
                "\(answer.text)")
        }
    }

    /// The runner's sentence names the flow's call; an agent is told of its tool instead.
    @Test func aWaitOnlyTheDriversClockCanEndSaysToCallAdvanceClock() async {
        await withClient(options: ["-uiTesting", "--driver-clock"]) { client in
            _ = await client.call("tap", ["identifier": .string("trips.add")])
            _ = await client.call("type", ["identifier": .string("newTrip.destination"), "text": .string("Ber")])
            let answer = await client.call(
                "wait_for", ["identifier": .string("suggestion.oslo"), "timeout": .integer(30)])
            #expect(answer.isError)
            #expect(
                answer.text.hasPrefix("Gave up at once waiting for element \"suggestion.oslo\" to exist (last seen: "),
                "\(answer.text)")
            #expect(
                answer.text.contains(
                    "): the app waits only on the driver's clock; advance it with the advance_clock tool."),
                "\(answer.text)")
            #expect(!answer.text.contains("app.clock"), "\(answer.text)")
        }
    }

    @Test func aToolThatFailsAnswersWithTheRunnersMessageAndNearestIdentifiers() async {
        await withClient { client in
            let answer = await client.call("tap", ["identifier": .string("trip.seatle")])
            #expect(answer.isError)
            #expect(answer.text.contains("suggested:  trip.seattle"), "\(answer.text)")
        }
    }

    @Test func aFailureSaysNoDetailTwiceNorTheActivityTheClientWasToldUnlessAskedForTheWholeScreen() async {
        await withClient { client in
            _ = await client.call("snapshot")
            let answer = await client.call("tap", ["identifier": .string("trip.seatle")])
            #expect(answer.text.hasPrefix("Gave up at once waiting for element \"trip.seatle\" to be ready"))
            #expect(answer.text.contains("(last seen: not on screen; near: trip.seattle)"), "\(answer.text)")
            for repeated in ["query:", "expected:", "last seen:", "activity:"] {
                #expect(!answer.text.contains("\n  \(repeated)"), "\(answer.text)")
            }
            let whole = await client.call("tap", ["identifier": .string("trip.seatle"), "show": .string("screen")])
            #expect(whole.text.contains("\n  activity:   idle"), "\(whole.text)")
            #expect(!whole.text.contains("\n  query:"), "\(whole.text)")
        }
    }

    @Test func aFailuresScreenIsNamedWhenItIsTheOneShownLastAndSentWholeWhenAsked() async {
        await withClient { client in
            _ = await client.call("snapshot")
            let named = await client.call("tap", ["identifier": .string("trip.seatle")])
            #expect(named.isError)
            #expect(
                named.text.hasSuffix("  screen:\n    the trips screen as last shown, unchanged"),
                "\(named.text)")
            let whole = await client.call("tap", ["identifier": .string("trip.seatle"), "show": .string("screen")])
            #expect(whole.text.contains("    == Trips (trips) ==\n"), "\(whole.text)")
            let steps: JSONValue = .array([
                .object(["tool": .string("tap"), "arguments": .object(["identifier": .string("trip.seattle")])]),
                .object(["tool": .string("wait_for"), "arguments": .object(["identifier": .string("no.such")])]),
            ])
            let failed = await client.call("batch", ["steps": steps])
            #expect(failed.text.contains("    == Seattle (trip) ==\n"), "another screen, whole: \(failed.text)")
            let back = await client.call("back")
            #expect(
                back.text.hasPrefix("another screen: trip → trips · #"), "the failure showed the trip: \(back.text)")
        }
    }

    @Test func aBatchSaysHowManyStepsWereDoneOrStopsAtTheFirstFailure() async {
        await withClient { client in
            let opened: [JSONValue] = [
                .object(["tool": .string("tap"), "arguments": .object(["identifier": .string("trip.kyoto")])]),
                .object([
                    "tool": .string("wait_for"), "arguments": .object(["identifier": .string("weather.temperature")]),
                ]),
            ]
            let steps: JSONValue = .array(
                opened + [
                    .object(["tool": .string("tap"), "arguments": .object(["identifier": .string("no.such")])]),
                    .object(["tool": .string("back")]),
                ])
            let done = await client.call("batch", ["steps": .array(opened)])
            #expect(done.text.hasPrefix("2 steps done\n\nscreen trip · #"), "\(done.text)")
            _ = await client.call("back")
            let answer = await client.call("batch", ["steps": steps])
            #expect(answer.isError)
            #expect(
                answer.text.hasPrefix(
                    "1. tap trip.kyoto: done\n2. wait_for weather.temperature: done\n3. tap no.such: failed\n"
                        + "(the 1 step after it not run)\n"), "\(answer.text)")
            let snapshot = await client.call("snapshot")
            #expect(snapshot.text.contains("(trip) =="), "back was not run")
        }
    }

    @Test func whatAReaderStepOfABatchReadsIsInTheAnswerDoneOrFailed() async {
        await withClient { client in
            let read: [JSONValue] = [
                .object(["tool": .string("snapshot"), "arguments": .object(["find": .string("kyoto")])]),
                .object(["tool": .string("tap"), "arguments": .object(["identifier": .string("trip.kyoto")])]),
                .object(["tool": .string("requests")]),
            ]
            let done = await client.call("batch", ["steps": .array(read)])
            #expect(done.text.contains(#"cell          trip.kyoto  "Kyoto""#), "the part of the screen: \(done.text)")
            #expect(done.text.contains("#1 search kyoto: "), "the request log: \(done.text)")
            let failing =
                read + [.object(["tool": .string("tap"), "arguments": .object(["identifier": .string("no.such")])])]
            _ = await client.call("back")
            let failed = await client.call("batch", ["steps": .array(failing)])
            #expect(failed.isError)
            #expect(failed.text.contains(#"cell          trip.kyoto  "Kyoto""#), "\(failed.text)")
            #expect(failed.text.contains("search kyoto"), "\(failed.text)")
        }
    }

    @Test func anAppThatCrashesIsReportedAndARelaunchKeepsItsTrips() async throws {
        try await withClient { client in
            _ = await client.call("tap", ["identifier": .string("trip.seattle")])
            _ = await client.call("tap", ["identifier": .string("trip.delete")])
            let deleted = await client.call("tap", ["identifier": .string("alert.confirm")])
            #expect(!deleted.text.contains("trip.seattle"), "\(deleted.text)")
            let processIdentifier = await client.driver.processIdentifier
            let pid = try #require(processIdentifier)
            kill(pid, SIGKILL)
            let crashed = await client.call("snapshot")
            #expect(crashed.isError)
            #expect(crashed.text.contains("signal 9"), "\(crashed.text)")
            #expect(crashed.text.lowercased().contains("call relaunch"), "\(crashed.text)")
            let again = await client.call("tap", ["identifier": .string("trip.bergen")])
            #expect(again.isError && again.text.hasPrefix("The app crashed (signal 9). Call relaunch"), "\(again.text)")
            #expect(
                again.text.hasSuffix("\nthe trips screen as last shown, unchanged\n"),
                "the screen it crashed on, shown already, is named: \(again.text)")
            let relaunched = await client.call("relaunch")
            #expect(!relaunched.isError, "\(relaunched.text)")
            #expect(relaunched.text.hasPrefix("relaunched: trips-shell --automation -uiTesting, on the same data\n"))
            // another screen: trip → trips · #…: the list as it was shown, by its hash
            let hash = try #require(
                deleted.text.split(separator: "\n").first?.split(separator: " · ").dropFirst().first)
            #expect(
                relaunched.text.hasSuffix("\nscreen trips · \(hash)\nas last shown, unchanged\n"),
                "the list without Seattle, as it was shown: \(relaunched.text)")
            let fresh = await client.call("relaunch", ["fresh_data": .bool(true)])
            #expect(fresh.text.contains("trip.seattle"), "a fresh data directory has the sample trips")
        }
    }

    @Test func aRelaunchWithOtherOptionsStaysOnTheSameData() async {
        await withClient { client in
            _ = await client.call("tap", ["identifier": .string("trip.seattle")])
            _ = await client.call("tap", ["identifier": .string("trip.delete")])
            _ = await client.call("tap", ["identifier": .string("alert.confirm")])
            let relaunched = await client.call("relaunch", ["options": .array([.string("--stubbed")])])
            #expect(!relaunched.isError, "\(relaunched.text)")
            #expect(relaunched.text.hasPrefix("relaunched: trips-shell --automation --stubbed, on the same data\n"))
            let list = await client.call("snapshot")
            #expect(list.text.contains("trip.bergen") && !list.text.contains("trip.seattle"), "\(list.text)")
        }
    }

    @Test func aRelaunchOnTheSameDataIsRecordedAndOneOnFreshDataStartsTheFlowAgain() async {
        await withClient { client in
            _ = await client.call("tap", ["identifier": .string("trip.seattle")])
            _ = await client.call("tap", ["identifier": .string("trip.delete")])
            _ = await client.call("tap", ["identifier": .string("alert.confirm")])
            _ = await client.call("relaunch")
            _ = await client.call("tap", ["identifier": .string("trip.bergen")])
            let flow = await client.call("record_flow")
            #expect(!flow.isError, "\(flow.text)")
            let lines = flow.text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            let confirm = lines.firstIndex(of: #"try await app.buttons["alert.confirm"].tap()"#)
            let relaunch = lines.firstIndex(of: "try await app.relaunch()")
            let bergen = lines.firstIndex(of: #"try await app.cells["trip.bergen"].tap()"#)
            #expect(confirm != nil && relaunch != nil && bergen != nil, "\(flow.text)")
            #expect(confirm ?? 0 < relaunch ?? 0 && relaunch ?? 0 < bergen ?? 0, "\(flow.text)")
            _ = await client.call("relaunch", ["options": .array([.string("-uiTesting"), .string("--driver-clock")])])
            let otherOptions = await client.call("record_flow")
            #expect(otherOptions.text.contains(#"try await app.cells["trip.bergen"].tap()"#), "still the same data")
            // The flow launches as the session began, and relaunches with the new options where the session did,
            // through the pages' relaunch, which keeps its data directory.
            #expect(otherOptions.text.contains("try await withApp { trips in"), "\(otherOptions.text)")
            #expect(
                otherOptions.text.contains(
                    """
                                // The trip screen: Bergen
                                _ = try await trips.relaunch("--driver-clock")
                            }
                    """), "\(otherOptions.text)")
            _ = await client.call("relaunch", ["fresh_data": .bool(true)])
            let fresh = await client.call("record_flow")
            #expect(!fresh.text.contains("trip.bergen") && !fresh.text.hasPrefix("note:"), "\(fresh.text)")
        }
    }

    @Test func launchOptionsTheAppRefusesAreSaidWithHowToRelaunch() async {
        await withClient(options: ["-uiTesting", "--bogus"]) { client in
            let refused = await client.call("snapshot")
            #expect(refused.isError)
            #expect(refused.text.contains("unknown option '--bogus'"), "\(refused.text)")
            #expect(
                refused.text.hasSuffix(
                    "The app refused its launch options: call relaunch with `options` it accepts (`trips-shell --help` "
                        + "lists them)."), "\(refused.text)")
            let relaunched = await client.call("relaunch", ["options": .array([.string("-uiTesting")])])
            #expect(!relaunched.isError && relaunched.text.contains("trip.seattle"), "\(relaunched.text)")
        }
    }

    @Test func theDataDirectoryItMakesIsReadableByItsOwnerAlone() async throws {
        // A scratch directory of the test's own: other suites (and other checkouts' runs) make theirs in /tmp too.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trips-scratch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(
            at: scratch, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        defer { try? FileManager.default.removeItem(at: scratch) }
        try await withClient(scratch: scratch) { client in
            let launched = await client.call("snapshot")
            #expect(!launched.isError, "\(launched.text)")
            let made = try FileManager.default.contentsOfDirectory(atPath: scratch.path)
                .map { scratch.appendingPathComponent($0) }
            #expect(made.count == 1, "\(made)")
            let asMade = try Self.loose(made)
            #expect(asMade.isEmpty, "as made, before any save: \(asMade)")
            _ = await client.call("tap", ["identifier": .string("trip.seattle")])
            _ = await client.call("tap", ["identifier": .string("trip.delete")])
            _ = await client.call("tap", ["identifier": .string("alert.confirm")])  // a save: the lock and the file
            let saved = try Self.loose(made)
            #expect(saved.isEmpty, "after a save: \(saved)")
        }
    }

    @Test func theNetworkGoesOfflineForACityAndComesBack() async {
        await withClient { client in
            _ = await client.call("network", ["condition": .string("offline"), "city": .string("Seattle")])
            let offline = await client.call("tap", ["identifier": .string("trip.seattle")])
            #expect(offline.text.contains("network is offline"), "\(offline.text)")
            _ = await client.call("network", ["condition": .string("normal")])
            let back = await client.call("tap", ["identifier": .string("weather.retry")])
            #expect(back.text.contains("weather.temperature"), "\(back.text)")
            let pasteboard = await client.call("pasteboard")
            #expect(pasteboard.text == "the pasteboard is empty\n")
            let log = await client.call("requests")
            #expect(log.text.contains("forecast seattle: answered 200"), "\(log.text)")
        }
    }

    @Test func recordFlowWritesWhatWasDoneByTheRecorderWithLocatorsAsIdentifiers() async {
        await withClient(options: ["-uiTesting", "--driver-clock"]) { client in
            _ = await client.call(
                "tap", ["locator": .object(["role": .string("cell"), "label": .object(["contains": .string("Kyo")])])])
            _ = await client.call(
                "wait_for",
                ["identifier": .string("weather.temperature"), "condition": .string("label"), "text": .string("70°F")])
            for (condition, text, match) in [("label", "°F", "contains"), ("label", #"^\d+°F$"#, "matches")] {
                _ = await client.call(
                    "wait_for",
                    [
                        "identifier": .string("weather.temperature"), "condition": .string(condition),
                        "text": .string(text), "match": .string(match),
                    ])
            }
            _ = await client.call("tap", ["identifier": .string("trip.seatle")])
            let flow = await client.call("record_flow")
            #expect(!flow.isError, "\(flow.text)")
            #expect(flow.text.hasPrefix("// Recorded through trips-mcp (`trips-mcp -uiTesting --driver-clock`)."))
            #expect(flow.text.contains("try await withApp(\"--driver-clock\") { trips in"))
            #expect(flow.text.contains("try await app.cells[\"trip.kyoto\"].tap()"), "\(flow.text)")
            #expect(flow.text.contains("try await app.staticTexts[\"weather.temperature\"].waitForLabel(\"70°F\")"))
            #expect(
                flow.text.contains(
                    "try await app.staticTexts[\"weather.temperature\"].waitForLabel(.contains(\"°F\"))"),
                "\(flow.text)")
            #expect(
                flow.text.contains(
                    #"try await app.staticTexts["weather.temperature"].waitForLabel(.matches("^\\d+°F$"))"#),
                "\(flow.text)")
            #expect(flow.text.contains("// Not recorded: `tap trip.seatle` failed: "), "\(flow.text)")
            let outside = await client.call("record_flow", ["path": .string("/tmp/Elsewhere.swift")])
            #expect(outside.isError)
            #expect(
                outside.text.hasPrefix("record_flow writes under the package's flows' folder, AcceptanceTests/Flows/"))
        }
    }

    /// Each directory in or under `directories` that is not 0700 and each file that is not 0600, with its mode.
    private static func loose(_ directories: [URL]) throws -> [String] {
        var loose: [String] = []
        for directory in directories {
            let paths = try FileManager.default.subpathsOfDirectory(atPath: directory.path)
            for path in [""] + paths {
                let attributes = try FileManager.default.attributesOfItem(
                    atPath: directory.appendingPathComponent(path).path)
                let mode = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? -1
                let expected = attributes[.type] as? FileAttributeType == .typeDirectory ? 0o700 : 0o600
                if mode != expected { loose.append("\(directory.lastPathComponent)/\(path) \(String(mode, radix: 8))") }
            }
        }
        return loose
    }
}
