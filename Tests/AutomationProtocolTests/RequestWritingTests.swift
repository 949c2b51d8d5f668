import AutomationProtocol
import Foundation
import Testing

/// The runner's requests are written by hand, as the app's messages are; they must be the very bytes `JSONEncoder`
/// writes of `Request`'s `Encodable` form, so that the app (and any other reader) cannot tell.
@Suite("Writing requests")
struct RequestWritingTests {
    static let awkward = MessageWritingTests.awkward

    /// A locator with every field that a query's chain can set.
    static var containingAndWithin: Locator {
        var locator = Locator(role: .button, selection: .index(2))
        locator.containing = [Locator(identifier: "a"), Locator(role: .staticText, label: .equals("b"))]
        locator.within = Locator(identifier: "list")
        return locator
    }

    static let commands: [Command] = [
        .snapshot, .tap(identifier: "trip.seattle"), .type(identifier: "newTrip.destination", text: awkward),
        .clear(identifier: "newTrip.start"), .replace(Locator(role: .textField, identifier: awkward), text: ""),
        .back, .advanceClock(milliseconds: 300), .waitForIdle, .requests, .pasteboard,
        .network(NetworkChange(condition: .normal)),
        .network(NetworkChange(city: awkward, condition: .failing(status: 503))),
        .network(NetworkChange(city: nil, condition: .slow(milliseconds: 86_400_000))),
        .network(NetworkChange(city: "Bergen", condition: .offline)), .network(NetworkChange(condition: .silent)),
        .tap(
            Locator(role: .cell, label: .not(.matches("^B")), value: .equals(awkward), selection: .last).scoping(
                Locator(identifier: "x", label: .contains("y")), relation: .children)),
        .tap(containingAndWithin),
        .tap(Locator(identifier: "first", selection: .first)), .tap(Locator(identifier: "all", selection: .all)),
    ]

    @Test(arguments: commands)
    func aRequestIsWrittenAsJSONEncoderWritesIt(command: Command) throws {
        let request = Request(id: 9_007_199_254_740_991, command: command)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let expected = try encoder.encode(request) + [0x0A]
        let written = try WireFormat.line(request)
        #expect(String(decoding: written, as: UTF8.self) == String(decoding: expected, as: UTF8.self))
        #expect(try Request.read(written.dropLast()) == request)
    }
}
