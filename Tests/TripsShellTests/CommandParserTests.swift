import AutomationProtocol
import Testing
import TripsProtocol

@testable import TripsShell

/// The command parser: every command, and every kind of mistake with its message.
struct CommandParserTests {
    @Test func parsesEveryCommandIntoTheTablesArguments() throws {
        let on = CommandCall.element
        let cases: [(String, CommandArguments.Call)] = [
            ("show", CommandCall.make(.snapshot)),
            ("wait weather.place", CommandCall.make(.wait, ["element": on("weather.place")])),
            (
                "expect trip.seattle",
                CommandCall.make(.expect, ["element": on("trip.seattle"), "check": .text("exists")])
            ),
            (
                "expect weather.place label \"Bergen, Norway\"",
                CommandCall.make(
                    .expect,
                    ["element": on("weather.place"), "check": .text("label"), "expected": .text("Bergen, Norway")])
            ),
            (
                "expect newTrip.start value 2026-04-10",
                CommandCall.make(
                    .expect, ["element": on("newTrip.start"), "check": .text("value"), "expected": .text("2026-04-10")])
            ),
            ("expect alert gone", CommandCall.make(.expect, ["element": on("alert"), "check": .text("gone")])),
            (
                "expect newTrip.save disabled",
                CommandCall.make(.expect, ["element": on("newTrip.save"), "check": .text("disabled")])
            ),
            (
                "expect screen trip-loaded",
                CommandCall.make(.expect, ["check": .text("screen"), "snapshot": .text("trip-loaded")])
            ),
            ("advance 2s", CommandCall.make(.advanceClock, ["duration": .milliseconds(2000)])),
            ("advance 1.5", CommandCall.make(.advanceClock, ["duration": .milliseconds(1500)])),
            ("record NewFlow.swift", CommandCall.make(.record, ["path": .text("NewFlow.swift")])),
            ("record", CommandCall.make(.record)),
            ("help", CommandCall.make(.help)),
            ("help wait", CommandCall.make(.help, ["command": .text("wait")])),
            ("quit", CommandCall.make(.quit)),
        ]
        for (line, call) in cases {
            #expect(try CommandParser.parse(line) == call, "\(line)")
        }
    }

    /// A line typed in the shell and the same command sent as an MCP tool call read to one call of the table, so the
    /// one action each front end runs for it sees the same arguments.
    @Test(arguments: [
        ("tap trip.seattle", "tap", #"{"identifier":"trip.seattle"}"#),
        (#"type newTrip.destination "New York""#, "type", #"{"identifier":"newTrip.destination","text":"New York"}"#),
        ("clear newTrip.start", "clear", #"{"identifier":"newTrip.start"}"#),
        ("replace newTrip.start 2026-07-01", "replace", #"{"identifier":"newTrip.start","text":"2026-07-01"}"#),
        ("back", "back", "{}"),
        ("wait weather.place 0.5", "wait_for", #"{"identifier":"weather.place","timeout":0.5}"#),
        ("advance 300ms", "advance_clock", #"{"milliseconds":300}"#),
        ("network offline", "network", #"{"condition":"offline"}"#),
        (#"network failing=503 "New York""#, "network", #"{"condition":"failing","status":503,"city":"New York"}"#),
        ("network failing Oslo", "network", #"{"condition":"failing","status":500,"city":"Oslo"}"#),
        ("network slow=300ms", "network", #"{"condition":"slow","milliseconds":300}"#),
        ("network normal Oslo", "network", #"{"condition":"normal","city":"Oslo"}"#),
        ("requests", "requests", "{}"),
        ("pasteboard", "pasteboard", "{}"),
    ])
    func aShellLineReadsAsTheSameToolCallDoes(line: String, tool: String, arguments: String) throws {
        let id = try #require(CommandTable.trips.command(toolName: tool))
        guard case .object(let fields) = JSONValue.parse(Array(arguments.utf8)) else {
            Issue.record("\(arguments) is not an object")
            return
        }
        #expect(
            try CommandParser.parse(line)
                == CommandArguments.Call(id, try CommandArguments(tool: id, arguments: fields)))
    }

    /// Each command of the table, given its required arguments, parses to itself: only `quit` quits, so a command added
    /// to the table and not to the parser can never end a session.
    @Test func onlyQuitQuits() throws {
        for definition in ShellHelp.commands {
            let required = definition.shellArguments.filter { !$0.isOptional }
            let line =
                ([definition.shellUsage.prefix { $0 != " " }.description]
                + required.map { Self.sample(of: $0.kind) }).joined(separator: " ")
            let call = try CommandParser.parse(line)
            #expect((call?.id == .quit) == (definition.id == .quit), "'\(line)' parsed to \(String(describing: call))")
        }
    }

    /// A value the shell takes for an argument of `kind`, made from the kind alone, so that a command added to the
    /// table with arguments of any kind needs nothing here.
    static func sample(of kind: CommandArgument.Kind) -> String {
        switch kind {
        case .duration: "2s"
        case .seconds, .count: "1"
        case .choice(let words): words.first ?? "x"
        case .integer(let range, _): "\(range.lowerBound)"
        case .element, .text, .path, .commandName, .flag, .words, .calls: "x"
        }
    }

    @Test(arguments: ["network flaky", "network slow", "network failing=200", "network offline=1", "network"])
    func aWrongNetworkConditionSaysWhatIsAccepted(line: String) {
        #expect(CommandParserTests.message(line)?.contains("usage: network CONDITION [CITY]") == true, "\(line)")
    }

    @Test func aWrongCheckOrDurationSaysWhatIsAccepted() throws {
        #expect(
            CommandParserTests.message("expect newTrip.save enabeld")
                == "'enabeld' is not something expect checks. Did you mean enabled? usage: expect ID "
                + "[exists|label TEXT|value TEXT|gone|enabled|disabled]")
        #expect(
            CommandParserTests.message("expect weather.place label")
                == "expect needs TEXT after label. usage: expect ID [exists|label TEXT|value TEXT|gone|enabled|disabled]"
        )
        #expect(
            CommandParserTests.message("expect x gone now")?.hasPrefix(
                "expect takes no more arguments than that; unexpected 'now'") == true)
        #expect(CommandParserTests.message("expect screen ../x")?.hasPrefix("'../x' cannot name a snapshot") == true)
        #expect(
            CommandParserTests.message("advance soon")?.hasPrefix("'soon' is not a duration from 0 to a day") == true)
        #expect(CommandParserTests.message("advance -1s")?.hasPrefix("'-1s' is not a duration") == true)
        #expect(CommandParserTests.message("advance 2days")?.hasPrefix("'2days' is not a duration") == true)
        #expect(
            CommandParserTests.message("record a.swift b.swift")?.hasPrefix("record takes no more arguments") == true)
    }

    private static func message(_ line: String) -> String? {
        do {
            _ = try CommandParser.parse(line)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func blankLinesAndCommentsAreNoCommand() throws {
        #expect(try CommandParser.parse("") == nil)
        #expect(try CommandParser.parse("   \t") == nil)
        #expect(try CommandParser.parse("  # open Seattle") == nil)
    }

    @Test func anUnknownCommandSuggestsTheNearest() throws {
        let error = #expect(throws: CommandError.self) { try CommandParser.parse("shwo") }
        #expect(error == .unknownCommand("shwo", suggestions: ["show"]))
        #expect(error?.description == "unknown command 'shwo'. Did you mean show? Type 'help' for the commands.")
    }

    @Test func aMissingArgumentGivesTheUsage() throws {
        let error = #expect(throws: CommandError.self) { try CommandParser.parse("type newTrip.destination") }
        #expect(error?.description == "type needs TEXT. usage: type ID TEXT")
        #expect(throws: CommandError.self) { try CommandParser.parse("tap") }
        #expect(throws: CommandError.self) { try CommandParser.parse("wait") }
    }

    @Test func extraArgumentsGiveTheUsage() throws {
        let error = #expect(throws: CommandError.self) { try CommandParser.parse("type newTrip.destination New York") }
        #expect(
            error?.description
                == "type takes no more arguments than that; unexpected 'York' (quote text with spaces). usage: type ID TEXT"
        )
        #expect(throws: CommandError.self) { try CommandParser.parse("back now") }
        #expect(throws: CommandError.self) { try CommandParser.parse("wait x 1 2") }
        #expect(throws: CommandError.self) { try CommandParser.parse("help tap type") }
    }

    @Test func waitSecondsMustBeANumber() {
        #expect(throws: CommandError.badSeconds("soon", .wait)) { try CommandParser.parse("wait x soon") }
        #expect(throws: CommandError.badSeconds("-1", .wait)) { try CommandParser.parse("wait x -1") }
    }

    @Test func helpAboutAnUnknownCommandSuggests() {
        #expect(throws: CommandError.unknownHelpTopic("wiat", suggestions: ["wait"])) {
            try CommandParser.parse("help wiat")
        }
    }

    @Test func messagesEscapeWhatWasTyped() throws {
        let error = #expect(throws: CommandError.self) { try CommandParser.parse("\u{1B}[31mred") }
        #expect(error?.description.contains("\u{1B}") == false)
        #expect(error?.description.contains(#"\e[31mred"#) == true)
    }
}

/// `help`, as a person sees it from the built shell, lists exactly the command table's shell commands, each with its
/// usage and summary.
@Suite("help and the command table", .timeLimit(.minutes(1)))
struct HelpFromTheTableTests {
    @Test func helpListsEveryShellCommandOfTheTableAndNoOther() async throws {
        let result = try await ProcessRunner.shell(["-uiTesting"], input: "help\n")
        let listed = result.output.split(separator: "\n", omittingEmptySubsequences: false).drop { $0 != "commands:" }
            .dropFirst()
            .prefix { !$0.isEmpty }.map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(listed.map { $0.prefix { $0 != " " }.description } == CommandTable.trips.shellNames)
        for (line, definition) in zip(listed, ShellHelp.commands) {
            #expect(line.hasPrefix(definition.shellUsage) && line.hasSuffix(definition.summary), "\(line)")
        }
    }
}

/// The parser reads a word by its argument's kind, so a command added to the table needs no parser of its own: every
/// argument the table gives the shell is of a kind it reads, and a word that is not of its kind says what is.
@Suite("Words read by their kind")
struct WordsByKindTests {
    private static func sample(_ kind: CommandArgument.Kind) -> String {
        switch kind {
        case .seconds: "1.5"
        case .duration: "300ms"
        case .commandName: "tap"
        case .choice(let words): words.first ?? ""
        case .count: "2"
        case .integer(let range, _): "\(range.lowerBound)"
        default: "x"
        }
    }

    @Test func everyArgumentTheShellTakesIsOfAKindItReads() throws {
        // expect and network read their words by a grammar of their own (CommandParser+Grammar.swift).
        for definition in ShellHelp.commands where ![.expect, .network].contains(definition.id) {
            for argument in definition.shellArguments {
                #expect(
                    throws: Never.self, "\(definition.shellUsage): \(argument.name)",
                    performing: {
                        _ = try CommandParser.value(of: Self.sample(argument.kind), as: argument, in: definition)
                    })
            }
        }
    }

    @Test func aWordNotOfItsKindSaysWhatTheKindTakes() {
        let tap = CommandID.tap.definition
        let cases: [(CommandArgument.Kind, String, String)] = [
            (.count, "0", "'0' is not a whole number from 1. usage: tap ID"),
            (
                .integer(400...599, meaning: "an HTTP error status"), "200",
                "'200' is not an HTTP error status from 400 to 599. usage: tap ID"
            ),
            (.choice(["changes", "screen"]), "all", "'all' is not one of changes, screen. usage: tap ID"),
            (.flag, "yes", "'yes' is not a word the shell reads: `a` is an MCP tool's argument. usage: tap ID"),
        ]
        for (kind, word, message) in cases {
            let argument = CommandArgument(ArgumentName<String>("a"), kind, "a test argument")
            let error = #expect(throws: CommandError.self) { try CommandParser.value(of: word, as: argument, in: tap) }
            #expect(error?.description == message, "\(word)")
        }
    }
}
