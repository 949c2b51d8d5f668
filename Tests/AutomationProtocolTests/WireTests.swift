import AutomationProtocol
import Foundation
import Testing
import TripsProtocol

@Suite("The wire protocol")
struct WireTests {
    private func line(_ text: String) throws -> Request {
        try Request.read(Data(text.utf8), table: .trips)
    }

    @Test(arguments: [
        Command.snapshot, .fullState, .tap(identifier: "trip.seattle"),
        .type(identifier: "newTrip.destination", text: "Zürich \"x\""),
        .clear(identifier: "newTrip.start"), .back, .advanceClock(milliseconds: 300), .waitForIdle,
        .replace(Locator(role: .textField, identifier: "newTrip.end"), text: "2026-07-04"),
        .tap(
            Locator(role: .cell, label: .not(.matches("^B")), selection: .last).scoping(
                Locator(identifier: "x", label: .contains("y")), relation: .children)),
    ])
    func everyCommandRoundTrips(command: Command) throws {
        let encoded = WireFormat.line(Request(id: 7, command: command))
        #expect(encoded.last == 0x0A)
        #expect(!encoded.dropLast().contains(0x0A))
        #expect(try Request.read(encoded.dropLast(), table: .trips) == Request(id: 7, command: command))
    }

    @Test func requestsAreFlat() throws {
        #expect(
            try line(#"{"id":3,"command":"tap","locator":{"identifier":"trip.seattle"}}"#).command
                == .tap(identifier: "trip.seattle"))
        let line = WireFormat.line(Request(id: 3, command: .tap(Locator(role: .cell, identifier: "trip.seattle"))))
        #expect(
            String(decoding: line, as: UTF8.self)
                == #"{"command":"tap","id":3,"locator":{"identifier":"trip.seattle","role":"cell"}}"# + "\n")
    }

    @Test func anUnknownCommandNamesTheKnownOnes() {
        #expect {
            try line(#"{"id":1,"command":"swipe","identifier":"x"}"#)
        } throws: { error in
            (error as? Request.Refusal)?.error.message.contains(
                "Unknown command 'swipe'. Known: \(CommandTable.trips.wireNames.joined(separator: ", ")).") == true
        }
    }

    @Test func timeCannotGoBackwards() {
        #expect(throws: Request.Refusal.self) { try line(#"{"id":1,"command":"advanceClock","milliseconds":-5}"#) }
    }

    @Test func messagesRoundTripByType() throws {
        let state = AppState(
            sequence: 4,
            screen: Screen(name: "trips", title: "Trips", elements: [Element(role: .button, identifier: "trips.add")]),
            activity: Activity(tasks: 1, sleepers: 1, clock: .driver, work: ["a forecast for Bergen"]))
        let messages: [Message] = [
            .hello(Hello(app: "trips-shell", version: "0.1.0", pid: 42, state: state)),
            .update(StateUpdate(whole: state)),
            .response(
                Response(
                    id: 3, error: WireError(code: .noSuchElement, message: "No.", suggestions: ["a"]),
                    state: StateUpdate(whole: state))),
        ]
        for message in messages {
            #expect(try WireFormat.message(from: WireFormat.line(message).dropLast()) == message)
        }
        #expect(throws: WireFormat.Unreadable.self) { try WireFormat.message(from: Array(#"{"type":"bye"}"#.utf8)) }
    }

    @Test(arguments: [
        (Activity(tasks: 0, sleepers: 0, clock: .live), Activity.State.idle, false),
        (Activity(tasks: 1, sleepers: 0, clock: .live), .busy, true),
        (Activity(tasks: 2, sleepers: 1, clock: .driver), .busy, true),
        (Activity(tasks: 1, sleepers: 1, clock: .live), .waitingOnClock, true),
        (Activity(tasks: 1, sleepers: 1, clock: .driver), .waitingOnClock, false),
        (Activity(tasks: 2, sleepers: 2, clock: .driver), .waitingOnClock, false),
    ])
    func activityStates(activity: Activity, state: Activity.State, changesOnItsOwn: Bool) {
        #expect(activity.state == state)
        #expect(activity.canChangeOnItsOwn == changesOnItsOwn)
    }

    @Test func anAlertCoversTheScreenAndDuplicatesAreFound() {
        let button = Element(role: .button, identifier: "trip.delete")
        var screen = Screen(name: "trip", title: "Kyoto", elements: [button, button])
        #expect(screen.duplicateIdentifiers == ["trip.delete"])
        screen.alert = Element(
            role: .alert, identifier: "alert", children: [Element(role: .button, identifier: "alert.cancel")])
        #expect(screen.touchableElements.map(\.identifier) == ["alert", "alert.cancel"])
        #expect(screen.duplicateIdentifiers.isEmpty)
    }

    @Test func whatDoesNotFitIn80ColumnsContinuesUnderTheIdentifier() {
        let cell = Element(
            role: .cell, identifier: "trip.seattle", label: "Seattle", value: "2026-04-10 → 2026-04-17 · 8 days")
        let lines = TextRenderer.lines(for: cell, indent: 4)
        #expect(
            lines == [
                "    cell          trip.seattle  \"Seattle\"",
                "                  value \"2026-04-10 → 2026-04-17 · 8 days\"",
            ])
        let short = Element(role: .button, identifier: "trips.add", label: "New trip", isEnabled: false)
        #expect(TextRenderer.lines(for: short, indent: 2) == ["  button        trips.add  \"New trip\"  [disabled]"])
        let screen = Screen(
            name: "trips", title: "Trips", elements: [Element(role: .list, identifier: "l", children: [cell])])
        #expect(TextRenderer.render(screen).split(separator: "\n").allSatisfy { $0.count <= TextRenderer.width })
    }

    @Test(arguments: [
        ("plain", "plain"), ("a\"b\\c", "a\\\"b\\\\c"), ("\u{1B}[31mred", "\\e[31mred"),
        ("line\nbreak\r\t", "line\\nbreak\\r\\t"),
        ("\u{7}\u{0}\u{9B}", "\\u{7}\\u{0}\\u{9B}"), ("rtl\u{202E}x", "rtl\\u{202E}x"), ("Zürich 🌧", "Zürich 🌧"),
    ])
    func escapingKeepsTheTerminalSafe(text: String, shown: String) {
        #expect(TextRenderer.escaped(text) == shown)
    }
}
