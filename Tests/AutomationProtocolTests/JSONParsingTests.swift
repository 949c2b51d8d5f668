import AutomationProtocol
import Foundation
import Testing
import TripsProtocol

/// The app's request lines are parsed by hand, by JSON's grammar: what JSON allows is read exactly, anything else is
/// "not JSON", and nothing crashes.
@Suite("Parsing request JSON")
struct JSONParsingTests {
    private static let notJSON =
        #"The line is not JSON. A request is one JSON object on one line, like {"id":1,"command":"snapshot"}."#

    private func read(_ bytes: [UInt8]) -> Result<Request, Request.Refusal> {
        Result { () throws(Request.Refusal) in try Request.read(bytes, table: .trips) }
    }

    private func read(_ line: String) -> Result<Request, Request.Refusal> { read(Array(line.utf8)) }

    private func expectNotJSON(
        _ result: Result<Request, Request.Refusal>, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        guard case .failure(let refusal) = result else {
            Issue.record("accepted", sourceLocation: sourceLocation)
            return
        }
        #expect(refusal.id == -1, sourceLocation: sourceLocation)
        #expect(refusal.error == WireError(code: .badRequest, message: Self.notJSON), sourceLocation: sourceLocation)
    }

    @Test func escapesAndSurrogatePairsAreUndone() throws {
        let line =
            #" { "id" : 1 , "command":"type","locator":{"identifier":"newTrip.destination"}, "#
            + #""text":"a\"b\\c\/d\u00e9\ud83d\ude00\n\t\r\b\f" } "#
        let request = try read(line).get()
        #expect(
            request.command == .type(Locator(identifier: "newTrip.destination"), text: "a\"b\\c/dé😀\n\t\r\u{8}\u{C}"))
    }

    @Test(arguments: [#"1"#, #"1.0"#, #"1e0"#, #"0.1e1"#, #"10E-1"#])
    func anIntegerMayBeWrittenWithAFractionOrAnExponent(id: String) throws {
        #expect(try read(#"{"id":\#(id),"command":"back"}"#).get().id == 1)
    }

    @Test(arguments: [
        #"{"id":1,"#, #"{"id":01,"command":"back"}"#, #"{"id":1,"command":"back"} x"#, #"{"id":1,}"#,
        #"{"id":[1,],"command":"back"}"#, #"{"id":tru,"command":"back"}"#, #"{"id":-,"command":"back"}"#,
        #"{"id":1.,"command":"back"}"#, #"{"id":1e,"command":"back"}"#, #"{"id":1e400,"command":"back"}"#,
        #"{"id":1,"command":"b\ud800"}"#, #"{"id":1,"command":"b\x"}"#, #"{"id":1,"command":"b\u12"}"#,
        "{\"id\":1,\"command\":\"b\u{1}\"}", #"{id:1}"#, "", String(repeating: "[", count: 100_000),
    ])
    func anythingElseIsNotJSON(line: String) {
        expectNotJSON(read(line))
    }

    @Test func invalidUTF8IsNotJSON() {
        let bytes = Array(#"{"id":1,"command":""#.utf8) + [0xFF, 0xFE] + Array(#""}"#.utf8)
        expectNotJSON(read(bytes))
    }

    @Test(arguments: [("[1]", "an array"), ("5", "5"), ("null", "null"), (#""x""#, "a string"), ("true", "true")])
    func aValueThatIsNotAnObjectIsNamed(line: String, shown: String) throws {
        guard case .failure(let refusal) = read(line) else { throw JSONParsingTestError.accepted }
        #expect(refusal.error.message.hasSuffix("this line is \(shown)."), "\(refusal.error.message)")
    }

    @Test func aRepeatedKeyTakesTheLastValue() throws {
        #expect(try read(#"{"id":1,"id":2,"command":"back"}"#).get().id == 2)
    }
}

enum JSONParsingTestError: Error {
    case accepted
}
