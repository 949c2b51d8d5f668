import AutomationProtocol
import Testing
import TripsProtocol

/// Trips' own commands ride on the core as declared commands, each in its one form, and come back typed.
@Suite("Trips' own commands")
struct TripsCommandTests {
    @Test(arguments: [
        TripsCommand.requests, .pasteboard, .network(NetworkChange(condition: .normal)),
        .network(NetworkChange(city: "Oslo", condition: .failing(status: 503))),
        .network(NetworkChange(city: nil, condition: .slow(milliseconds: 300))),
    ])
    func aTripsCommandIsDeclaredAndReadBackTyped(command: TripsCommand) throws {
        guard case .declared(let id, let arguments) = command.command else {
            Issue.record("\(command) is not carried as a declared command")
            return
        }
        #expect(CommandTable.trips.commands.contains(id) && !CommandTable.core.commands.contains(id))
        #expect(try TripsCommand(try Command(id, arguments)) == command)
        let line = WireFormat.line(Request(id: 1, command: command.command))
        #expect(try TripsCommand(try Request.read(line.dropLast(), table: .trips).command) == command)
    }

    @Test func theShellsOwnCommandsAreTripsLastAndNotTheCores() {
        #expect(CommandTable.trips.commands.suffix(3) == [.record, .help, .quit])
        #expect(CommandTable.trips.shellNames.suffix(3) == ["record", "help", "quit"])
        #expect(CommandID.shellCommands.allSatisfy { !CommandTable.core.commands.contains($0) })
        #expect(CommandID.shellCommands.allSatisfy { $0.definition.wireName == nil && $0.definition.toolName == nil })
    }

    @Test func aFailingChangeWithoutAStatusIsKeptAs500AndAStatusWithAnotherConditionIsRefused() throws {
        var failing = CommandArguments()
        failing[.condition] = "failing"
        #expect(try Command(.network, failing) == .network(NetworkChange(condition: .failing(status: 500))))
        var wrong = CommandArguments()
        wrong[.condition] = "slow"
        wrong[.status] = 503
        #expect(throws: CommandArguments.Problem("`network`'s `status` goes with `failing`, not with `slow`.")) {
            try Command(.network, wrong)
        }
    }
}
