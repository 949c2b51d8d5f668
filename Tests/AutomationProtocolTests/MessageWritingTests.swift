import AutomationProtocol
import Foundation
import Testing
import TripsProtocol

/// The app's messages are written by hand for speed; they must be JSON that Foundation reads, written as Foundation
/// writes it (sorted keys, its escapes and numbers), and read back as the same message.
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
                activity: Activity(tasks: 2, sleepers: 1, clock: .driver, nextWakeMilliseconds: 300))
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
                        answer: TripsAnswer.requests([
                            NetworkRequest(number: 1, endpoint: "forecast", city: "Seattle", outcome: .answered),
                            NetworkRequest(
                                number: 2, endpoint: "search", city: awkward, outcome: .failed, status: 503,
                                reason: "HTTP 503"),
                        ]).answer)),
                .response(Response(id: 14, state: state, answer: TripsAnswer.requests([]).answer)),
                .response(
                    Response(
                        id: 15, state: state,
                        answer: TripsAnswer.pasteboard("Seattle · 2026-04-10 → 2026-04-17 · \(awkward)").answer)),
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
                        .alert(element),
                        .alert(nil),
                    ])),
            // The app's log lines, in each of the forms, where they sort among the keys.
            StateUpdate(
                sequence: 5, activity: activity, screen: .sameAs(sequence: 1), log: ["disk: Seattle", awkward]),
            StateUpdate(sequence: 6, activity: activity, screen: .changed(base: 5, changes: []), log: [""]),
            StateUpdate(
                sequence: 7, activity: activity, screen: .changed(base: 6, changes: [.remove(path: ["a"])]),
                log: ["memory: Oslo, age 3 s, fresh"]),
            StateUpdate(
                sequence: 8, activity: activity, screen: .whole(Screen(name: "trips", title: "", elements: [])),
                log: ["request: forecast Oslo, sent"]),
        ]
    }()

    @Test(arguments: messages)
    func aMessageIsWrittenAsFoundationWritesIt(message: Message) throws {
        let written = WireFormat.line(message)
        #expect(written.last == 0x0A && !written.dropLast().contains(0x0A), "one line")
        #expect(try FoundationJSON.rewritten(written.dropLast()) == String(decoding: written.dropLast(), as: UTF8.self))
        #expect(try WireFormat.message(from: written.dropLast()) == message)
    }

    @Test func theAppsLogIsWrittenInTheStateOnlyWhenItSaidSomething() {
        let activity = Activity(tasks: 0, sleepers: 0, clock: .live)
        let said = StateUpdate(
            sequence: 2, activity: activity, screen: .changed(base: 1, changes: []),
            log: ["disk: Seattle, age 0 s, stale"])
        #expect(
            String(decoding: WireFormat.line(.update(said)), as: UTF8.self)
                == #"{"activity":{"clock":"live","sleepers":0,"tasks":0},"base":1,"#
                + #""log":["disk: Seattle, age 0 s, stale"],"sequence":2,"type":"update"}"# + "\n")
        let silent = StateUpdate(sequence: 2, activity: activity, screen: .changed(base: 1, changes: []))
        #expect(!String(decoding: WireFormat.line(.update(silent)), as: UTF8.self).contains("log"))
    }

    @Test func aRequestLogIsWrittenWithWhatEachRecordHas() {
        let state = StateUpdate(
            sequence: 2, activity: Activity(tasks: 0, sleepers: 0, clock: .live), screen: .sameAs(sequence: 1))
        let response = Response(
            id: 5, state: state,
            answer: TripsAnswer.requests([
                NetworkRequest(number: 1, endpoint: "search", city: "oslo", outcome: .inFlight),
                NetworkRequest(
                    number: 2, endpoint: "forecast", city: "oslo", outcome: .failed, status: 503, reason: "HTTP 503"),
            ]).answer)
        #expect(
            String(decoding: WireFormat.line(.response(response)), as: UTF8.self)
                == #"{"id":5,"requests":[{"city":"oslo","endpoint":"search","number":1,"outcome":"inFlight"},"#
                + #"{"city":"oslo","endpoint":"forecast","number":2,"outcome":"failed","reason":"HTTP 503","status":503}],"#
                + #""state":{"activity":{"clock":"live","sleepers":0,"tasks":0},"screenOf":1,"sequence":2},"#
                + #""type":"response"}"# + "\n")
    }
}
