import AutomationProtocol
import Foundation
import Testing
import TripsProtocol

/// The runner's requests are written by hand, as the app's messages are; they must be JSON written as Foundation
/// writes it, and read back by the app as the same request.
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
    func aRequestIsWrittenAsFoundationWritesIt(command: Command) throws {
        let request = Request(id: 9_007_199_254_740_991, command: command)
        let written = WireFormat.line(request)
        #expect(try FoundationJSON.rewritten(written.dropLast()) == String(decoding: written.dropLast(), as: UTF8.self))
        #expect(try Request.read(written.dropLast(), table: .trips) == request)
    }
}
