import AutomationProtocol
import Foundation
import Testing

@testable import FlowRecording

/// The shell's recorder reads the pages of the suite its file goes into: a flow recorded there calls their methods,
/// and starting says what they declare that it cannot use; a file under no suite is written with the queries.
@MainActor
@Suite("Session recorder: the suite's pages")
struct SuitePagesTests {
    static let pages = """
        struct TripListPage: Page {
            let app: Application
            // recorded: tap trips.add => addTrip()
            func addTrip() async throws -> Int { 0 }
        }
        struct Helper {
            // recorded: tap trips.add => add()
            func add() {}
        }
        """

    static let list = Screen(
        name: "trips", title: "Trips", elements: [Element(role: .button, identifier: "trips.add", label: "New trip")])

    /// Records a tap on `trips.add` into `file` (under `root`, which holds a suite with ``pages``); returns what
    /// starting said and the flow.
    private func record(into file: String) throws -> (said: String, flow: String) {
        let root = FileManager.default.temporaryDirectory.appending(path: "trips-suite-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let pages = root.appending(path: "AcceptanceTests/Pages")
        try FileManager.default.createDirectory(at: pages, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(
            at: root.appending(path: file).deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(Self.pages.utf8).write(to: pages.appending(path: "Pages.swift"))
        let recorder = SessionRecorder(sessionArguments: ["-uiTesting"], readsSuitePages: true)
        let said = try recorder.start(root.appending(path: file).path)
        var tap = CommandArguments()
        tap[.element] = Locator(identifier: "trips.add")
        _ = recorder.performed(.tap, tap, before: Self.list, after: Self.list)
        return (said, try #require(recorder.source))
    }

    @Test func aFlowRecordedIntoTheSuiteCallsItsPagesAndSaysWhatItCannotUse() throws {
        let recorded = try record(into: "AcceptanceTests/Flows/Recorded/Add.swift")
        #expect(recorded.flow.contains("_ = try await TripListPage(app: app).addTrip()"), "\(recorded.flow)")
        #expect(
            recorded.said.hasSuffix(
                "\nThe pages declare 1 thing the recorder cannot use:\n- Pages.swift:7: Helper is not a Page: "
                    + "the recorder calls only the methods of a type that conforms to AppRunner's `Page` "
                    + "(`struct Helper: Page`), or of an extension of `Page`; this declaration is not used."),
            "\(recorded.said)")
    }

    @Test func aFlowRecordedUnderNoSuiteIsWrittenWithTheQueries() throws {
        let recorded = try record(into: "Elsewhere/Add.swift")
        #expect(recorded.flow.contains(#"try await app.buttons["trips.add"].tap()"#), "\(recorded.flow)")
        #expect(recorded.said.hasSuffix("type 'record' to stop, or quit"), "\(recorded.said)")
    }
}
