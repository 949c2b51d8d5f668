import AutomationProtocol
import Foundation
import Testing
import TripsProtocol

/// The command table: each front end's names are unique, and every protocol command reads and writes through it.
@Suite("The command table")
struct CommandTableTests {
    @Test func eachFrontEndsNamesAreUnique() {
        for names in [CommandTable.trips.wireNames, CommandTable.trips.shellNames, CommandTable.trips.toolNames] {
            #expect(Set(names).count == names.count, "\(names)")
        }
    }

    /// Every entry the app is sent makes a command from its required arguments (a value of each kind, made here),
    /// which the command gives back and the wire carries there and back: no list of commands to keep by hand.
    @Test func everyCommandTheAppIsSentIsMadeFromItsArgumentsAndReadBack() throws {
        let entries = CommandTable.trips.commands.map(\.definition).filter { $0.wireName != nil }
        #expect(!entries.isEmpty)
        for definition in entries {
            var arguments = CommandArguments()
            for argument in definition.wireArguments where !argument.isOptional {
                let value: CommandArguments.Value = try #require(Self.sample(argument.kind), "\(argument.kind)")
                arguments[argument: argument] = value
            }
            let command = try Command(definition.id, arguments)
            #expect(command.id == definition.id)
            #expect(command.arguments == arguments, "\(definition.id)")
            let line = WireFormat.line(Request(id: 4, command: command))
            #expect(try Request.read(line.dropLast(), table: .trips).command == command)
        }
    }

    /// A value an argument of `kind` holds.
    static func sample(_ kind: CommandArgument.Kind) -> CommandArguments.Value? {
        switch kind {
        case .element: .element(Locator(role: .cell, identifier: "a"))
        case .text, .path, .commandName: .text("x")
        case .duration: .milliseconds(300)
        case .seconds: .seconds(2)
        case .choice(let words): words.first.map(CommandArguments.Value.text)
        case .integer(let range, _): .integer(range.lowerBound)
        case .count: .integer(1)
        case .flag: .flag(true)
        case .words: .words(["a"])
        case .calls: nil
        }
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
        #expect(try Request.read(line.dropLast(), table: .trips).command == command)
    }

    @Test func aCommandRefusesAnArgumentNotOfItsKindOrNotItsEntrys() throws {
        let duration = try #require(CommandID.advanceClock.definition.argument(.duration))
        var wrongKind = CommandArguments()
        wrongKind[argument: duration] = .text("soon")
        #expect(
            throws: CommandArguments.Problem(
                "`advanceClock`'s `milliseconds` must be a whole number from 0 to 86400000 (a day).")
        ) {
            try Command(.advanceClock, wrongKind)
        }
        var tooLong = CommandArguments()
        tooLong[argument: duration] = .milliseconds(Request.largestAdvance + 1)
        #expect(throws: CommandArguments.Problem.self) { try Command(.advanceClock, tooLong) }
        var extra = CommandArguments()
        extra[.element] = Locator(identifier: "a")
        extra[.show] = "screen"
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
        for definition in CommandTable.trips.commands.map(\.definition) where definition.wireName != nil {
            #expect(definition.wireArguments == definition.arguments.filter { $0.wireField != nil })
            for argument in definition.arguments where argument.wireField == nil {
                // Not sent, so neither typed in the shell nor repeated in a flow: an MCP tool's own (`show`, `find`).
                #expect(argument.usage == nil && argument.recordedLabel == nil, "\(definition.id).\(argument.name)")
                #expect(definition.toolName != nil, "\(definition.id).\(argument.name)")
            }
        }
    }
}
