import AutomationProtocol
import Foundation
import Testing

/// How the app reads a request line: what is wrong with a bad one is said, naming the field.
@Suite("Reading requests")
struct RequestReadingTests {
    private func refusal(_ line: String) -> Request.Refusal? {
        do {
            _ = try Request.read(Data(line.utf8), table: .trips)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        #"{"id":-1,"command":"snapshot"}"#, #"{"id":1.5,"command":"snapshot"}"#,
        #"{"id":100000000000000000000,"command":"snapshot"}"#, #"{"id":9007199254740992,"command":"snapshot"}"#,
        #"{"id":"3","command":"snapshot"}"#, #"{"id":null,"command":"snapshot"}"#, #"{"command":"snapshot"}"#,
    ])
    func aBadIdIsRefusedByName(line: String) throws {
        let refused = try #require(refusal(line))
        #expect(refused.id == -1 && refused.error.code == .badRequest)
        #expect(refused.error.message.contains("`id`"), "\(refused.error.message)")
    }

    @Test func theLargestIdIsAccepted() throws {
        #expect(
            try Request.read(Data(#"{"id":9007199254740991,"command":"back"}"#.utf8), table: .core).id
                == Request.largestID)
    }

    @Test(arguments: [
        (#"{"id":3}"#, "`command`"), (#"{"id":3,"command":7}"#, "`command`"),
        (#"{"id":3,"command":"tap"}"#, "`locator`"), (#"{"id":3,"command":"tap","locator":[]}"#, "`locator`"),
        (#"{"id":3,"command":"tap","locator":{"identifier":[]}}"#, "`locator.identifier`"),
        (#"{"id":3,"command":"tap","locator":{"identifer":"x"}}"#, "no field `identifer`. Did you mean identifier?"),
        (#"{"id":3,"command":"tap","locator":{"role":"knob"}}"#, "`locator.role` must be one of navigationBar"),
        (#"{"id":3,"command":"tap","locator":{"label":"Seattle"}}"#, "`locator.label` must be an object"),
        (#"{"id":3,"command":"tap","locator":{"label":{"matches":"("}}}"#, "is not a regular expression"),
        (#"{"id":3,"command":"tap","locator":{"within":{"match":"middle"}}}"#, "`locator.within.match` must be"),
        (#"{"id":3,"command":"tap","locator":{"relation":"siblings"}}"#, "`locator.relation`"),
        (#"{"id":3,"command":"type","locator":{"identifier":"newTrip.end"}}"#, "`text`"),
        (#"{"id":3,"command":"replace","locator":{"identifier":"newTrip.end"}}"#, "`text`"),
        (#"{"id":3,"command":"advanceClock"}"#, "`milliseconds`"),
        (#"{"id":3,"command":"advanceClock","milliseconds":-5}"#, "`milliseconds`"),
        (#"{"id":3,"command":"advanceClock","milliseconds":2.5}"#, "`milliseconds`"),
        (#"{"id":3,"command":"advanceClock","milliseconds":86400001}"#, "`milliseconds`"),
        (#"{"id":3,"command":"swipe"}"#, "Unknown command 'swipe'"),
    ])
    func aBadFieldIsNamedAndTheIdKept(line: String, named: String) throws {
        let refused = try #require(refusal(line))
        #expect(refused.id == 3 && refused.error.code == .badRequest)
        #expect(refused.error.message.contains(named), "\(refused.error.message)")
    }

    @Test(arguments: [("not json", "not JSON"), ("[1]", "an array"), ("3", "3"), (#""tap""#, "a string")])
    func whatIsNotARequestObjectSaysWhatItIs(line: String, said: String) throws {
        let refused = try #require(refusal(line))
        #expect(refused.id == -1 && refused.error.message.contains(said), "\(refused.error.message)")
    }

    @Test func unknownKeysAreIgnored() throws {
        #expect(
            try Request.read(Data(#"{"id":1,"command":"back","why":"testing"}"#.utf8), table: .core).command == .back)
    }

    @Test(arguments: [("", true), ("   ", true), (" \t\r", true), (" x ", false), ("{}", false)])
    func blankLines(line: String, blank: Bool) {
        #expect(Request.isBlank(line) == blank)
    }

    // MARK: - The error object

    @Test func emptySuggestionsAreLeftOut() throws {
        func written(_ error: WireError) -> String {
            let state = StateUpdate(
                sequence: 1, activity: Activity(tasks: 0, sleepers: 0, clock: .live), screen: .sameAs(sequence: 1))
            return String(
                decoding: WireFormat.line(.response(Response(id: 1, error: error, state: state))), as: UTF8.self)
        }
        #expect(
            written(WireError(code: .disabled, message: "No.")).hasPrefix(
                #"{"error":{"code":"disabled","message":"No."},"#))
        let near = WireError(code: .noSuchElement, message: "No.", suggestions: ["trip.seattle"])
        #expect(written(near).contains(#""suggestions":["trip.seattle"]"#))
    }

    @Test(arguments: [
        #"{"id":3,"command":"tap","identifier":"trip.seattle"}"#,
        #"{"id":3,"command":"type","identifier":"newTrip.end","text":"x"}"#,
        #"{"id":3,"command":"clear","identifier":"newTrip.end"}"#,
    ])
    func aVersionOneRequestIsRefusedClearly(line: String) throws {
        let refused = try #require(refusal(line))
        #expect(refused.id == 3 && refused.error.code == .oldProtocol)
        #expect(
            refused.error.message.hasPrefix("This app speaks protocol version 3, where `")
                && refused.error.message.contains("`identifier` was protocol version 1's field."),
            "\(refused.error.message)")
    }

    @Test func theWireStringsAreTheCodesNames() {
        #expect(
            WireError.Code.allCases.map(\.rawValue) == [
                "badRequest", "oldProtocol", "noSuchElement", "ambiguous", "disabled", "notATextField", "notTappable",
                "underAlert", "cannotGoBack", "liveClock", "inputEnded", "notStubbed", "failed",
            ])
    }
}
