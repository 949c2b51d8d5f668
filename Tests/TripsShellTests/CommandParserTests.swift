import AutomationProtocol
import Testing
import TripsShell

/// The command parser: every command, and every kind of mistake with its message.
struct CommandParserTests {
    @Test func parsesEveryCommand() throws {
        #expect(try CommandParser.parse("tap trip.seattle") == .tap("trip.seattle"))
        #expect(
            try CommandParser.parse(#"type newTrip.destination "New York""#)
                == .type("newTrip.destination", text: "New York"))
        #expect(try CommandParser.parse("clear newTrip.start") == .clear("newTrip.start"))
        #expect(try CommandParser.parse("back") == .back)
        #expect(try CommandParser.parse("show") == .show)
        #expect(try CommandParser.parse("wait weather.place") == .wait("weather.place", seconds: 5))
        #expect(try CommandParser.parse("wait weather.place 0.5") == .wait("weather.place", seconds: 0.5))
        #expect(try CommandParser.parse("expect trip.seattle") == .expect("trip.seattle", .shown))
        #expect(
            try CommandParser.parse("expect weather.place label \"Bergen, Norway\"")
                == .expect("weather.place", .label("Bergen, Norway")))
        #expect(
            try CommandParser.parse("expect newTrip.start value 2026-04-10")
                == .expect("newTrip.start", .value("2026-04-10")))
        #expect(try CommandParser.parse("expect alert gone") == .expect("alert", .gone))
        #expect(try CommandParser.parse("expect newTrip.save enabled") == .expect("newTrip.save", .enabled))
        #expect(try CommandParser.parse("expect newTrip.save disabled") == .expect("newTrip.save", .disabled))
        #expect(try CommandParser.parse("expect screen trip-loaded") == .expectScreen("trip-loaded"))
        #expect(try CommandParser.parse("advance 300ms") == .advance(.milliseconds(300)))
        #expect(try CommandParser.parse("advance 2s") == .advance(.seconds(2)))
        #expect(try CommandParser.parse("advance 1.5") == .advance(.milliseconds(1500)))
        #expect(try CommandParser.parse("record NewFlow.swift") == .record("NewFlow.swift"))
        #expect(try CommandParser.parse("record") == .record(nil))
        #expect(try CommandParser.parse("help") == .help(nil))
        #expect(try CommandParser.parse("help wait") == .help("wait"))
        #expect(try CommandParser.parse("quit") == .quit)
    }

    /// Each command of the table, given its required arguments, parses to itself: only `quit` quits, so a command added
    /// to the table and not to the parser can never end a session.
    @Test func onlyQuitQuits() throws {
        let samples = ["duration": "2s", "condition": "offline"]
        for definition in ShellHelp.commands {
            let required = definition.shellArguments.filter { !$0.isOptional }
            let line =
                ([definition.shellUsage.prefix { $0 != " " }.description]
                + required.map { samples[$0.name] ?? "x" }).joined(separator: " ")
            let command = try CommandParser.parse(line)
            #expect(
                (command == .quit) == (definition.id == .quit), "'\(line)' parsed to \(String(describing: command))")
        }
    }

    @Test(arguments: [
        ("replace newTrip.start 2026-07-01", ShellCommand.replace("newTrip.start", text: "2026-07-01")),
        ("network offline", .network(NetworkChange(condition: .offline))),
        (
            "network failing=503 \"New York\"",
            .network(NetworkChange(city: "New York", condition: .failing(status: 503)))
        ),
        ("network failing Oslo", .network(NetworkChange(city: "Oslo", condition: .failing(status: 500)))),
        ("network slow=300ms", .network(NetworkChange(condition: .slow(milliseconds: 300)))),
        ("network normal Oslo", .network(NetworkChange(city: "Oslo", condition: .normal))),
        ("requests", .requests),
    ])
    func theProtocolsNetworkAndReplaceCommandsAreTypedToo(line: String, command: ShellCommand) throws {
        #expect(try CommandParser.parse(line) == command)
    }

    @Test(arguments: ["network flaky", "network slow", "network failing=200", "network offline=1", "network"])
    func aWrongNetworkConditionSaysWhatIsAccepted(line: String) {
        #expect(CommandParserTests.message(line)?.contains("usage: network CONDITION [CITY]") == true, "\(line)")
    }

    @Test func aWrongCheckOrDurationSaysWhatIsAccepted() throws {
        #expect(
            CommandParserTests.message("expect newTrip.save enabeld")
                == "'enabeld' is not something expect checks. Did you mean enabled? usage: expect ID "
                + "[label TEXT|value TEXT|gone|enabled|disabled]")
        #expect(
            CommandParserTests.message("expect weather.place label")
                == "expect needs TEXT after label. usage: expect ID [label TEXT|value TEXT|gone|enabled|disabled]")
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
        #expect(throws: CommandError.badSeconds("soon")) { try CommandParser.parse("wait x soon") }
        #expect(throws: CommandError.badSeconds("-1")) { try CommandParser.parse("wait x -1") }
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
        #expect(listed.map { $0.prefix { $0 != " " }.description } == CommandID.shellNames)
        for (line, definition) in zip(listed, ShellHelp.commands) {
            #expect(line.hasPrefix(definition.shellUsage) && line.hasSuffix(definition.summary), "\(line)")
        }
    }
}
