import AutomationProtocol
import Foundation
import Testing

/// The app's messages are written by hand for speed; they must be the very bytes `JSONEncoder` writes, so that no
/// driver can tell.
@Suite("Writing messages")
struct MessageWritingTests {
    /// Every ASCII character, the escaped ones included, and some that are not ASCII.
    static let awkward = String((0..<0x80).map { Character(Unicode.Scalar(UInt8($0))) }) + "é😀\u{2028}\u{FEFF}/"

    static let screens = [
        Screen(name: "trips", title: "", elements: []),
        Screen(
            name: "newTrip", title: awkward,
            elements: [
                Element(
                    role: .group, identifier: "a", label: awkward,
                    children: [
                        Element(role: .textField, identifier: "f", value: "", placeholder: "Where?"),
                        Element(role: .button, identifier: "b", label: "Save", isEnabled: false),
                        Element(role: .cell, identifier: "", value: awkward, placeholder: ""),
                    ])
            ],
            alert: Element(
                role: .alert, identifier: "alert", label: "Delete?",
                children: [Element(role: .button, identifier: "alert.confirm", label: "Delete")])),
    ]

    static let messages: [Message] =
        screens.flatMap { screen -> [Message] in
            let whole = AppState(
                sequence: 9_007_199_254_740_991, screen: screen,
                activity: Activity(tasks: 2, sleepers: 1, clock: .driver))
            let state = StateUpdate(whole: whole)
            return [
                .update(state),
                .hello(Hello(app: "trips-shell", version: "1.0 \(awkward)", pid: 4242, state: whole)),
                .response(Response(id: 0, state: state)),
                .response(Response(id: -1, error: WireError(code: .badRequest, message: awkward), state: state)),
                .response(
                    Response(
                        id: 12, error: WireError(code: .noSuchElement, message: "No", suggestions: ["x", awkward]),
                        state: state)),
                .response(
                    Response(
                        id: 13, state: state,
                        requests: [
                            NetworkRequest(number: 1, endpoint: "forecast", city: "Seattle", outcome: .answered),
                            NetworkRequest(
                                number: 2, endpoint: "search", city: awkward, outcome: .failed, status: 503,
                                reason: "HTTP 503"),
                        ])),
                .response(Response(id: 14, state: state, requests: [])),
                .response(Response(id: 15, state: state, pasteboard: "Seattle · 2026-04-10 → 2026-04-17 · \(awkward)")),
            ]
        } + updates.flatMap { update in [Message.update(update), .response(Response(id: 15, state: update))] }

    /// A state in each of the forms an update takes, with every kind of change.
    static let updates: [StateUpdate] = {
        let activity = Activity(tasks: 0, sleepers: 0, clock: .live)
        let element = Element(
            role: .cell, identifier: "trip.z", label: awkward, value: "v",
            children: [Element(role: .staticText, identifier: "t")])
        return [
            StateUpdate(sequence: 3, activity: activity, screen: .sameAs(sequence: 1)),
            StateUpdate(sequence: 3, activity: activity, screen: .changed(base: 3, changes: [])),
            StateUpdate(
                sequence: 4, activity: activity,
                screen: .changed(
                    base: 3,
                    changes: [
                        .insert(parent: ["trips.list"], index: 2, element: element),
                        .insert(parent: [], index: 0, element: element),
                        .remove(path: ["trips.list", awkward]),
                        .update(path: ["a", "b"], element: Element(role: .button, identifier: "b", isEnabled: false)),
                        .replace(path: ["a"], element: element),
                        .alert(element),
                        .alert(nil),
                    ])),
        ]
    }()

    @Test(arguments: messages)
    func aMessageIsWrittenAsJSONEncoderWritesIt(message: Message) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let expected = try encoder.encode(message) + [0x0A]
        let written = try WireFormat.line(message)
        #expect(String(decoding: written, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
        #expect(try WireFormat.decode(Message.self, from: written.dropLast()) == message)
    }
}
