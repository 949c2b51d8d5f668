import AutomationProtocol
import Foundation
import Testing
import TripsProtocol

/// The runner reads the app's messages by hand for speed; it must read any JSON spelling of a message, give what is
/// left out the protocol document's defaults, and refuse what is not a message.
@Suite("Reading messages")
struct MessageReadingTests {
    @Test(arguments: MessageWritingTests.messages)
    func aMessageIsReadWhateverTheOrderOfItsKeys(message: Message) throws {
        let line = try FoundationJSON.reordered(WireFormat.line(message).dropLast())
        #expect(try WireFormat.message(from: line) == message)
    }

    static let screen = Screen(name: "n", title: "t", elements: [])

    @Test(arguments: [
        // What is left out, or null, takes its default; fields this side does not know are passed over.
        (
            #"{"type":"update","sequence":3,"activity":{"clock":"live","sleepers":0,"tasks":0},"extra":[1,{"a":null}],"#
                + #""screen":{"name":"trips","title":"Trips","alert":null,"elements":[{"role":"button","identifier":"b","#
                + #""label":null,"enabled":null,"children":null,"value":null}]}}"#,
            Message.update(
                StateUpdate(
                    sequence: 3, activity: Activity(tasks: 0, sleepers: 0, clock: .live),
                    screen: .whole(
                        Screen(name: "trips", title: "Trips", elements: [Element(role: .button, identifier: "b")]))))
        ),
        (
            #"{"type":"response","id":4,"error":{"code":"fromANewerApp","message":"m"},"requests":null,"#
                + #""state":{"sequence":1,"activity":{"clock":"driver","sleepers":1,"tasks":1},"#
                + #""screen":{"name":"n","title":"t","elements":[]}}}"#,
            .response(
                Response(
                    id: 4, error: WireError(code: .failed, message: "m"),
                    state: StateUpdate(
                        sequence: 1, activity: Activity(tasks: 1, sleepers: 1, clock: .driver), screen: .whole(screen)))
            )
        ),
        (
            #"{"type":"response","id":5,"error":{"code":"ambiguous","message":"m","suggestions":["a"]},"#
                + #""requests":[{"number":1,"endpoint":"forecast","city":"oslo","outcome":"failed","status":null}],"#
                + #""state":{"sequence":1,"activity":{"clock":"driver","sleepers":1,"tasks":1},"#
                + #""screen":{"name":"n","title":"t","elements":[]}}}"#,
            .response(
                Response(
                    id: 5, error: WireError(code: .ambiguous, message: "m", suggestions: ["a"]),
                    state: StateUpdate(
                        sequence: 1, activity: Activity(tasks: 1, sleepers: 1, clock: .driver), screen: .whole(screen)),
                    answer: TripsAnswer.requests([
                        NetworkRequest(number: 1, endpoint: "forecast", city: "oslo", outcome: .failed)
                    ]).answer
                ))
        ),
        (
            #"{"type":"update","sequence":2,"activity":{"clock":"live","sleepers":0,"tasks":0},"base":1,"log":null}"#,
            .update(
                StateUpdate(
                    sequence: 2, activity: Activity(tasks: 0, sleepers: 0, clock: .live),
                    screen: .changed(base: 1, changes: [])))
        ),
    ])
    func whatIsLeftOutTakesTheDocumentsDefault(line: String, message: Message) throws {
        #expect(try WireFormat.message(from: Array(line.utf8)) == message)
    }

    @Test(arguments: [
        "not json", #"[1]"#, #"{"type":"goodbye"}"#, #"{"sequence":3}"#,
        #"{"type":"update","sequence":"3","activity":{"clock":"live","sleepers":0,"tasks":0},"#
            + #""screen":{"name":"trips","title":"Trips","elements":[]}}"#,
        #"{"type":"update","sequence":3,"activity":{"clock":"sundial","sleepers":0,"tasks":0},"#
            + #""screen":{"name":"trips","title":"Trips","elements":[]}}"#,
        #"{"type":"update","sequence":3,"activity":{"clock":"live","sleepers":0,"tasks":0},"#
            + #""screen":{"name":"trips","title":"Trips","elements":[{"role":"slider","identifier":"s"}]}}"#,
        #"{"type":"update","sequence":3,"activity":{"clock":"live","sleepers":0,"tasks":0},"#
            + #""screen":{"name":"trips","title":"Trips","elements":[{"role":"button","identifier":"s","enabled":1}]}}"#,
        #"{"type":"update","sequence":3,"activity":{"clock":"live","sleepers":0,"tasks":0},"screenOf":1,"log":"a"}"#,
        #"{"type":"update","sequence":3,"activity":{"clock":"live","sleepers":0,"tasks":0},"screenOf":1,"log":[1]}"#,
        #"{"type":"hello","protocolVersion":2,"app":"a","version":"1","pid":99999999999,"#
            + #""state":{"sequence":1,"activity":{"clock":"live","sleepers":0,"tasks":0},"#
            + #""screen":{"name":"n","title":"t","elements":[]}}}"#,
    ])
    func aLineThatIsNoMessageIsRefused(line: String) {
        #expect(throws: WireFormat.Unreadable.self) { try WireFormat.message(from: Array(line.utf8)) }
    }

    /// A hello's state is whole: one that says its screen by a base or a name is refused for its missing screen.
    @Test(arguments: [#""base":1"#, #""screenOf":1"#, #""sequence":1"#])
    func aHellosStateWithoutItsScreenSaysSo(screen: String) {
        let line =
            #"{"type":"hello","protocolVersion":3,"app":"a","version":"1","pid":9,"state":{"sequence":1,"#
            + #""activity":{"clock":"live","sleepers":0,"tasks":0},\#(screen)}}"#
        let error = #expect(throws: WireFormat.Unreadable.self) { try WireFormat.message(from: Array(line.utf8)) }
        #expect(error?.reason == "a whole state has no `screen`")
    }

    /// Fields a reader does not know are kept in the response's answer, never refused, as the document asks of
    /// readers; Trips' own answer is read from among them.
    @Test func fieldsAReaderDoesNotKnowAreKeptNotRefused() throws {
        let line =
            #"{"type":"response","id":2,"pasteboard":"Oslo","later":{"a":1},"zzz":[1],"#
            + #""state":{"sequence":1,"activity":{"clock":"live","sleepers":0,"tasks":0},"screenOf":1}}"#
        guard case .response(let response) = try WireFormat.message(from: Array(line.utf8)) else {
            Issue.record("not a response")
            return
        }
        #expect(response.answer?.fields.keys.sorted() == ["later", "pasteboard", "zzz"])
        #expect(try TripsAnswer(response.answer) == .pasteboard("Oslo"))
        let again = try WireFormat.message(from: WireFormat.line(.response(response)).dropLast())
        #expect(again == .response(response))
    }
}
