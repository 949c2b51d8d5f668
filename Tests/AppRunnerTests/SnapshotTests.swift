import AutomationProtocol
import Foundation
import TestSupport
import Testing

@testable import AppRunner

/// `expectScreen(matching:)` waits until the rendered screen equals a snapshot file (masks allowed), fails with a
/// line diff and the screen, and records in record mode.
@Suite(.bounded())
struct SnapshotTests {
    private func launchedTreeApp(test: String = #function) async throws -> Application {
        let app = Fixture.app("tree_app.py", test: test)
        app.snapshotsDirectory = Fixture.url("Snapshots")
        try await app.launch()
        return app
    }

    @Test func theScreenMatchesItsSnapshot() async throws {
        let app = try await launchedTreeApp()
        try await app.expectScreen(matching: "tree-start")
        try await app.cells["fruit.apple"].tap()
        try await app.expectScreen(matching: "tree-one-item")  // its count line is masked: "‹count› items"
    }

    @Test func aMismatchFailsAtOnceWithTheLineDiffAndTheScreen() async throws {
        let app = try await launchedTreeApp()
        try await app.buttons["open.alert"].tap()
        let error = await #expect(throws: RunnerError.self) {
            try await app.expectScreen(matching: "tree-start", timeout: Fixture.farPastTheBound)
        }
        #expect(error?.kind == .cannotHappen)
        #expect(
            error?.message.hasPrefix("Gave up at once waiting for the screen to match snapshot 'tree-start'") == true)
        // The first line names both sides of the first difference.
        #expect(
            error?.description.split(separator: "\n").first?.contains(
                #"5 lines on screen not in the snapshot; line 2 shows "-- alert --" where the snapshot has "#
                    + #""navigationBar tree.nav  "Fruit"""#
            ) == true, "\(String(describing: error))")
        #expect(
            error?.message.hasSuffix("Snapshots/tree-start.txt (app.recordsSnapshots = true records it anew).") == true)
        #expect(
            error?.diff?.hasPrefix(
                """
                  == Fake (home) ==
                + -- alert --
                +   alert         alert  "Delete all?"
                +     button        alert.confirm  "Delete"
                +     button        alert.cancel  "Cancel"
                + -- under the alert --
                    navigationBar tree.nav  "Fruit"

                """) == true, "\(String(reflecting: error?.diff))")
        let description = error?.description ?? ""
        #expect(description.contains("  diff (- snapshot, + screen):\n"))
        #expect(description.contains("  screen:\n"))
    }

    @Test func recordModeWritesTheSettledScreenAndKeepsMasksThatStillMatch() async throws {
        let app = try await launchedTreeApp()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("snapshots-\(UUID())")
        defer { try? FileManager.default.removeItem(at: directory) }
        app.snapshotsDirectory = directory
        app.recordsSnapshots = true
        try await app.expectScreen(matching: "recorded")
        let file = directory.appendingPathComponent("recorded.txt")
        let written = try String(contentsOf: file, encoding: .utf8)
        #expect(written == app.screenText)
        let masked = written.replacingOccurrences(of: "\"0 items\"", with: "\"‹n› items\"")
        try masked.write(to: file, atomically: true, encoding: .utf8)
        try await app.expectScreen(matching: "recorded")
        #expect(try String(contentsOf: file, encoding: .utf8) == masked)
        app.recordsSnapshots = false
        try await app.cells["veg.beet"].tap()
        try await app.expectScreen(matching: "recorded")  // "1 items" fits the mask
    }

    @Test func withoutADirectoryTheNearestSnapshotsFolderOfTheCallingFileIsUsed() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-lookup-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = root.appendingPathComponent("Suite/Snapshots")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let app = Application(executableURL: Fixture.url("tree_app.py"), name: "lookup")
        let flow = root.appendingPathComponent("Suite/Flows/Deep/Flow.swift").path
        #expect(app.snapshotURL("screen", file: flow) == folder.appendingPathComponent("screen.txt"))
        let lonely = root.appendingPathComponent("Elsewhere/Flows/Flow.swift").path
        #expect(app.snapshotURL("screen.txt", file: lonely).path.hasSuffix("Elsewhere/Snapshots/screen.txt"))
    }

    @Test func aMissingSnapshotSaysHowToRecordItByTheProfilesVariable() async throws {
        let profile = AppProfile(snapshots: SnapshotFolder(recordVariable: "TREE_RECORD", directoryVariable: nil))
        let app = Application(executableURL: Fixture.url("tree_app.py"), profile: profile, name: "missing-snapshot")
        app.launchTimeout = 20
        app.snapshotsDirectory = Fixture.url("Snapshots")
        try await app.launch()
        let error = await #expect(throws: RunnerError.self) { try await app.expectScreen(matching: "no-such-screen") }
        #expect(error?.kind == .notFound)
        #expect(error?.message.hasSuffix("no-such-screen.txt; record it with TREE_RECORD=1.") == true)
        await app.terminate()
    }

    @Test(arguments: [
        ("a ‹x› b", "a 12:00 b", true), ("a ‹x› b", "a  b", true), ("a ‹x› b", "a b", false),
        ("‹x›", "anything", true), ("x‹y›", "xyz", true), ("‹y›z", "xyz", true), ("x‹y›", "ab", false),
        ("a ‹1› b ‹2› c", "a 1 b 2 c", true), ("a ‹1› b ‹2› c", "a 1 c 2 b", false), ("plain", "plain", true),
    ])
    func aMaskStandsForAnyTextWithinItsLine(pattern: String, shown: String, matches: Bool) {
        #expect(TextSnapshot.line(pattern, matches: shown) == matches)
    }

    @Test func theDiffMarksRemovedAndAddedLinesInOrder() {
        let snapshot = TextSnapshot("a\nb ‹n›\nc\nd\n")
        #expect(snapshot.diff(against: "a\nb 7\nx\nd\n") == "  a\n  b 7\n- c\n+ x\n  d\n")
        #expect(snapshot.matches("a\nb 9\nc\nd\n"))
        #expect(!snapshot.matches("a\nb 9\nc\n"))
    }

    @Test func aChangedLineCountsAsOneLineThatDiffers() {
        let snapshot = TextSnapshot("a\nb\nc\n")
        #expect(
            snapshot.firstDifference("a\nx\nc\n", on: "list")
                == #"the list screen, 1 line differs; line 2 shows "x" where the snapshot has "b""#)
        #expect(
            snapshot.firstDifference("a\nx\n", on: "list")
                == #"the list screen, 1 line differs, 1 line of the snapshot not on screen; line 2 shows "x" where "#
                + #"the snapshot has "b""#)
    }
}
