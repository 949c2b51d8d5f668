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
            let state = AppState(
                sequence: 9_007_199_254_740_991, screen: screen,
                activity: Activity(tasks: 2, sleepers: 1, clock: .driver))
            return [
                .update(state),
                .hello(Hello(app: "trips-shell", version: "1.0 \(awkward)", pid: 4242, state: state)),
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
        }

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
