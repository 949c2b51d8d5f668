import AutomationProtocol
import Testing

@testable import FlowRecording
@testable import TripsShell

/// A long session before any recording costs bounded memory: the recorder keeps the latest commands to repeat, and a
/// recording begun after more says how many it could not repeat.
@MainActor
@Suite("Session recorder")
struct SessionRecorderTests {
    private static let list = Screen(
        name: "trips", title: "Trips",
        elements: [
            Element(role: .button, identifier: "trips.add", label: "New trip")
        ])
    private static let form = Screen(
        name: "newTrip", title: "New trip",
        elements: [
            Element(role: .button, identifier: "newTrip.cancel", label: "Cancel")
        ])

    @Test func aLongSessionBeforeRecordingKeepsOnlyTheLatestCommandsAndSaysSo() throws {
        let recorder = SessionRecorder(sessionArguments: ["-uiTesting"])
        let commands = 2 * SessionRecorder.setupKept + 10
        for number in 0..<commands {
            let (identifier, before, after) =
                number.isMultiple(of: 2)
                ? ("trips.add", Self.list, Self.form) : ("newTrip.cancel", Self.form, Self.list)
            let tap = CommandCall.make(.tap, ["element": CommandCall.element(identifier)])
            _ = recorder.performed(tap.id, tap.arguments, before: before, after: after)
        }
        try recorder.start(nil)
        let source = try #require(recorder.source)
        let repeated = source.components(separatedBy: ".tap()").count - 1
        #expect(repeated <= 2 * SessionRecorder.setupKept, "\(repeated) commands repeated")
        #expect(repeated >= SessionRecorder.setupKept)
        #expect(source.contains("The session's first \(commands - repeated) commands are not repeated"))
    }

    @Test func aShortSessionRepeatsEveryCommand() throws {
        let recorder = SessionRecorder(sessionArguments: ["-uiTesting"])
        let tap = CommandCall.make(.tap, ["element": CommandCall.element("trips.add")])
        _ = recorder.performed(tap.id, tap.arguments, before: Self.list, after: Self.form)
        try recorder.start(nil)
        let source = try #require(recorder.source)
        #expect(source.contains("\"trips.add\"].tap()"))
        #expect(!source.contains("are not repeated"))
    }
}
