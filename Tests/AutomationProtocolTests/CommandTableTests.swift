import AutomationProtocol
import Foundation
import Testing

/// The command table: each front end's names are unique, and every protocol command reads and writes through it.
@Suite("The command table")
struct CommandTableTests {
    @Test func eachFrontEndsNamesAreUnique() {
        for names in [CommandID.wireNames, CommandID.shellNames, CommandID.toolNames] {
            #expect(Set(names).count == names.count, "\(names)")
        }
    }

    @Test func everyCommandTheAppIsSentIsAProtocolCommand() {
        #expect(Command.names == CommandID.wireNames)
        let commands: [Command] = [
            .snapshot, .fullState, .tap(identifier: "a"), .type(identifier: "a", text: "x"), .clear(identifier: "a"),
            .replace(Locator(identifier: "a"), text: "y"), .back, .advanceClock(milliseconds: 300), .waitForIdle,
            .network(NetworkChange(city: "Oslo", condition: .slow(milliseconds: 20))), .requests, .pasteboard,
        ]
        #expect(Set(commands.map(\.id)) == Set(CommandID.allCases.filter { $0.definition.wireName != nil }))
    }

    @Test(arguments: [
        Command.snapshot, .fullState, .tap(Locator(role: .cell, identifier: "trip.seattle")),
        .type(identifier: "a", text: "x"),
        .clear(identifier: "a"), .replace(Locator(identifier: "a"), text: ""), .back, .advanceClock(milliseconds: 0),
        .waitForIdle, .requests, .pasteboard, .network(NetworkChange(condition: .normal)),
        .network(NetworkChange(city: "Oslo", condition: .failing(status: 503))),
        .network(NetworkChange(city: nil, condition: .slow(milliseconds: 86_400_000))),
        .network(NetworkChange(city: "Bergen", condition: .offline)), .network(NetworkChange(condition: .silent)),
    ])
    func aCommandIsReadBackFromItsArguments(command: Command) throws {
        #expect(try Command(command.id, command.arguments) == command)
        let line = WireFormat.line(Request(id: 4, command: command))
        #expect(try Request.read(line.dropLast()).command == command)
    }

    @Test func aCommandRefusesAnArgumentNotOfItsKindOrNotItsEntrys() {
        var wrongKind = CommandArguments()
        wrongKind["duration"] = .text("soon")
        #expect(
            throws: CommandArguments.Problem(
                "`advanceClock`'s `milliseconds` must be a whole number from 0 to 86400000 (a day).")
        ) {
            try Command(.advanceClock, wrongKind)
        }
        var tooLong = CommandArguments()
        tooLong["duration"] = .milliseconds(Request.largestAdvance + 1)
        #expect(throws: CommandArguments.Problem.self) { try Command(.advanceClock, tooLong) }
        var extra = CommandArguments()
        extra["element"] = .element(Locator(identifier: "a"))
        extra["show"] = .text("screen")
        #expect(throws: CommandArguments.Problem("`tap` takes no argument `show`.")) { try Command(.tap, extra) }
    }

    @Test func aDriversOwnCommandIsNeverSent() {
        #expect(throws: CommandArguments.Problem.self) { try Command(.wait, CommandArguments()) }
    }

    @Test func aMissingArgumentIsNamedWithWhatItMeans() {
        #expect {
            try Command(.type, CommandArguments())
        } throws: { error in
            "\(error)".contains("`type` needs `locator`: the text field to type into.")
        }
    }

    @Test func everyArgumentOfAProtocolCommandIsSentOrOnlyAToolsOwn() {
        for definition in CommandID.definitions where definition.wireName != nil {
            #expect(definition.wireArguments == definition.arguments.filter { $0.wireField != nil })
            for argument in definition.arguments where argument.wireField == nil {
                // Not sent, so neither typed in the shell nor repeated in a flow: an MCP tool's own (`show`, `find`).
                #expect(argument.usage == nil && argument.recordedLabel == nil, "\(definition.id).\(argument.name)")
                #expect(definition.toolName != nil, "\(definition.id).\(argument.name)")
            }
        }
    }
}
