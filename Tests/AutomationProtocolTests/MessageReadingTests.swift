import AutomationProtocol
import Foundation
import Testing

/// The runner reads the app's messages by hand for speed; it must read every line as `JSONDecoder` would, defaults
/// and refusals included.
@Suite("Reading messages")
struct MessageReadingTests {
    @Test(arguments: MessageWritingTests.messages)
    func aMessageIsReadAsJSONDecoderReadsIt(message: Message) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let line = try encoder.encode(message)
        #expect(try WireFormat.message(from: line) == message)
    }

    @Test(arguments: [
        // What is left out, or null, takes its default; fields this side does not know are passed over.
        #"{"type":"update","sequence":3,"activity":{"clock":"live","sleepers":0,"tasks":0},"extra":[1,{"a":null}],"#
            + #""screen":{"name":"trips","title":"Trips","alert":null,"elements":[{"role":"button","identifier":"b","#
            + #""label":null,"enabled":null,"children":null,"value":null}]}}"#,
        #"{"type":"response","id":4,"error":{"code":"fromANewerApp","message":"m"},"requests":null,"#
            + #""state":{"sequence":1,"activity":{"clock":"driver","sleepers":1,"tasks":1},"#
            + #""screen":{"name":"n","title":"t","elements":[]}}}"#,
        #"{"type":"response","id":5,"error":{"code":"ambiguous","message":"m","suggestions":["a"]},"#
            + #""requests":[{"number":1,"endpoint":"forecast","city":"oslo","outcome":"failed","status":null}],"#
            + #""state":{"sequence":1,"activity":{"clock":"driver","sleepers":1,"tasks":1},"#
            + #""screen":{"name":"n","title":"t","elements":[]}}}"#,
    ])
    func defaultsAreThoseOfTheDecoder(line: String) throws {
        #expect(
            try WireFormat.message(from: Array(line.utf8)) == JSONDecoder().decode(Message.self, from: Data(line.utf8)))
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
        #"{"type":"hello","protocolVersion":2,"app":"a","version":"1","pid":99999999999,"#
            + #""state":{"sequence":1,"activity":{"clock":"live","sleepers":0,"tasks":0},"#
            + #""screen":{"name":"n","title":"t","elements":[]}}}"#,
    ])
    func whatTheDecoderRefusesIsRefused(line: String) {
        #expect(throws: (any Error).self) { try JSONDecoder().decode(Message.self, from: Data(line.utf8)) }
        #expect(throws: WireFormat.Unreadable.self) { try WireFormat.message(from: Array(line.utf8)) }
    }
}
