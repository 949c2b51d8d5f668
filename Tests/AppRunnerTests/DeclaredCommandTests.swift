import AppRunner
import AutomationProtocol
import Testing

/// An app that speaks the protocol declares a command of its own through the same declaration the core's commands
/// use, and a flow drives it through the runner's public API alone: the stand-in's `greet`.
@Suite("A command an app declares for itself")
struct DeclaredCommandTests {
    @Test func theStandInsOwnCommandIsSentByItsDeclarationAndItsEffectWaitedFor() async throws {
        let app = Fixture.app("fake_app.py")
        try await app.launch()
        var arguments = CommandArguments()
        arguments[.who] = "Ada"
        let greet = try Command(.greet, arguments)
        #expect(greet == .declared(.greet, arguments))
        try await app.perform(greet)
        try await app.staticTexts["fake.title"].waitForLabel("Hello, Ada")
        #expect(app.transcript.contains(#"{"command":"greet","id":"#), "\(app.transcript)")
        #expect(app.transcript.contains(#""name":"Ada"}"#), "\(app.transcript)")
        await app.terminate()
    }

    @Test func aMissingArgumentIsRefusedByItsDeclarationBeforeAnythingIsSent() {
        #expect(throws: CommandArguments.Problem("`greet` needs `name`: who to greet.")) {
            try Command(.greet, CommandArguments())
        }
    }

    @Test func theAppsTableReadsItsRequestsAndNamesItAmongTheKnown() throws {
        let table = CommandTable(appCommands: [.greet])
        let request = try Request.read(Array(#"{"id":3,"command":"greet","name":"Bo"}"#.utf8), table: table)
        var arguments = CommandArguments()
        arguments[.who] = "Bo"
        #expect(request.command == .declared(.greet, arguments))
        #expect(throws: Request.Refusal.self) {
            try Request.read(Array(#"{"id":3,"command":"greet"}"#.utf8), table: .core)
        }
        #expect(table.wireNames.contains("greet") && !CommandTable.core.wireNames.contains("greet"))
    }
}

extension ArgumentName where Value == String {
    /// Who the stand-in greets.
    static let who = Self("name")
}

extension CommandID {
    /// The stand-in's own command: its title becomes a greeting.
    static let greet = CommandID(
        CommandDefinition(
            "greet", title: "Greet someone", summary: "set the title to a greeting", wire: "greet",
            arguments: [CommandArgument(.who, .text, "who to greet", wire: "name")],
            recorded: .notRecorded("the stand-in's own")))
}
