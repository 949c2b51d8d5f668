import AutomationProtocol
import Testing
import TripsMCP
import TripsProtocol

/// The tool list is the command table's: every command with a tool name, in order, named, titled, described and
/// given an input schema by its definition.
@Suite("The tool list")
struct ToolListTests {
    @Test func everyToolIsACommandOfTheTableInItsOrder() {
        #expect(ToolCatalog.trips.tools.map(\.name) == ToolCatalog.trips.table.toolNames)
        for tool in ToolCatalog.trips.tools {
            let definition = tool.id.definition
            #expect(tool.name == definition.toolName)
            #expect(tool.title == definition.title)
            #expect(tool.description.lowercased().hasPrefix(definition.toolSummary.lowercased()), "\(tool.name)")
        }
    }

    @Test func aDescriptionNamesTheToolsArgumentsNotTheShellsWords() throws {
        let shellWords = try Regex(#"\b(ID|TEXT|CITY|STATUS|DURATION|SECONDS|PATH)\b|\d+ms\b|\[=|=DURATION"#)
        for tool in ToolCatalog.trips.tools {
            #expect(tool.description.firstMatch(of: shellWords) == nil, "\(tool.name): \(tool.description)")
            for word in tool.description.matches(of: try Regex("`([a-z_]+)`")).compactMap({ $0.output[1].substring }) {
                let properties = tool.id.definition.arguments.flatMap(\.toolProperties)
                #expect(properties.contains(String(word)), "\(tool.name) names `\(word)`, which it does not take")
            }
        }
    }

    @Test func eachSchemaHasAPropertyPerArgumentAndRequiresWhatIsNotOptional() throws {
        for tool in ToolCatalog.trips.tools {
            let definition = tool.id.definition
            guard case .object(let schema) = tool.inputSchema, case .object(let properties)? = schema["properties"]
            else {
                Issue.record("\(tool.name): no properties")
                continue
            }
            #expect(schema["type"] == .string("object"))
            #expect(Set(properties.keys) == Set(definition.arguments.flatMap(\.toolProperties)), "\(tool.name)")
            let required = definition.arguments.filter { !$0.isOptional && $0.toolProperties.count == 1 }
                .map { JSONValue.string($0.toolProperties[0]) }
            #expect(schema["required"] == (required.isEmpty ? nil : .array(required)), "\(tool.name)")
            // An element's properties and `show` are explained once, in the instructions, not in every tool: `show`
            // offers the one word worth sending.
            if definition.arguments.contains(where: { $0.name == ArgumentName.show.name }) {
                #expect(properties["show"] == .object(["const": .string("screen")]), "\(tool.name)")
            }
            for argument in definition.arguments where argument.name != ArgumentName.show.name {
                if case .element = argument.kind { continue }
                for property in argument.toolProperties {
                    guard case .object(let field)? = properties[property],
                        case .string(let text)? = field["description"]
                    else {
                        Issue.record("\(tool.name).\(property): no description")
                        continue
                    }
                    #expect(text.hasPrefix(argument.summary), "\(tool.name).\(property)")
                    if case .choice(let words) = argument.kind {
                        #expect(field["enum"] == .array(words.map(JSONValue.string)))
                    }
                }
            }
        }
    }

    /// A model reads `tools/list` on every turn: what every tool shares is said once, in the instructions.
    @Test func theListFitsInSixKilobytesAndTheInstructionsSayWhatToolsShare() async throws {
        // The whole answer as the server writes it, in the revision whose envelope is the larger.
        let server = MCPServer(driver: AppDriver(shell: nil, launchOptions: ["-uiTesting"]))
        let request =
            #"{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"_meta":{"#
            + #""io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}"#
        let written = await server.answer(Array(request.utf8))
        let answer = try #require(written)
        #expect(answer.count <= 6 * 1024, "tools/list's answer is \(answer.count) bytes")
        #expect(String(decoding: answer, as: UTF8.self).contains(#""tools":["#))
        for shared in ["`locator`", "`show: \"screen\"`", "identifier", "relation", "match"] {
            #expect(server.instructions.contains(shared), "the instructions do not say \(shared)")
        }
    }

    /// An agent learns the loop from the instructions: a tool they never name is one it does not reach for.
    @Test func theInstructionsNameEveryToolTheServerLists() throws {
        let drivers = [
            AppDriver(shell: nil, launchOptions: ["-uiTesting"]),
            AppDriver(app: .named("/bin/true", launchOptions: [])),
        ]
        let word = try Regex(#"[a-z_]+"#)
        for driver in drivers {
            let instructions = MCPServer(driver: driver).instructions
            let named = Set(instructions.matches(of: word).map { String(instructions[$0.range]) })
            for tool in ToolCatalog(appCommands: driver.target.commands).tools.map(\.name) {
                #expect(named.contains(tool), "the instructions never name \(tool)")
            }
        }
    }

    @Test func anotherAppIsListedTheCoresToolsAndNoneOfTripsCommands() async throws {
        let other = MCPServer(driver: AppDriver(app: .named("/bin/true", launchOptions: [])))
        let request =
            #"{"jsonrpc":"2.0","id":1,"method":"tools/list","params":{"_meta":{"#
            + #""io.modelcontextprotocol/protocolVersion":"2026-07-28","io.modelcontextprotocol/clientCapabilities":{}}}}"#
        let written = await other.answer(Array(request.utf8))
        let answer = String(decoding: try #require(written), as: UTF8.self)
        for tool in ["snapshot", "tap", "wait_for", "relaunch", "run_flows", "debug_flow", "record_flow"] {
            #expect(answer.contains(#""name":"\#(tool)""#), "\(tool) is not listed")
        }
        for trips in ["network", "requests", "pasteboard"] {
            #expect(!answer.contains(#""name":"\#(trips)""#), "Trips' \(trips) is listed for another app")
        }
        #expect(!other.instructions.contains("Trips"))
    }

    @Test func theArgumentsAToolTakesAreReadByTheSchemasNames() throws {
        let arguments = try CommandArguments(
            tool: .network,
            arguments: ["condition": .string("slow"), "milliseconds": .integer(800), "city": .string("Oslo")])
        #expect(
            try Command(.network, arguments)
                == .network(NetworkChange(city: "Oslo", condition: .slow(milliseconds: 800))))
        let locator = try CommandArguments(
            tool: .tap, arguments: ["locator": .object(["role": .string("cell"), "match": .string("last")])])
        #expect(locator[.element] == Locator(role: .cell, selection: .last))
    }

    @Test(arguments: [
        (
            CommandID.tap, [String: JSONValue](),
            "`tap` needs `identifier` (a string, such as \"row.first\") or `locator`"
        ),
        (.tap, ["identifer": .string("a")], "`tap` has no argument `identifer`. Did you mean `identifier`?"),
        (.tap, ["identifier": .integer(3)], "`identifier` must be a string"),
        (
            .tap, ["identifier": .string("a"), "locator": .object([:])],
            "`tap` takes `identifier` or `locator`, not both"
        ),
        (.tap, ["locator": .object(["role": .string("knob")])], "`locator.role` must be one of"),
        (.type, ["identifier": .string("a")], "`type` needs `text`, a string: the text to type."),
        (.advanceClock, ["milliseconds": .string("2s")], "`milliseconds` must be a whole number from 0 to"),
        (.wait, ["identifier": .string("a"), "condition": .string("shown")], "Unknown condition 'shown'."),
        (.snapshot, ["depth": .integer(0)], "`depth` must be a whole number from 1"),
        (
            .wait, ["identifier": .string("a"), "timeout": .number(1e20)],
            "`timeout` must be a number of seconds from 0 to 86400 (a day); it is 1e+20"
        ),
        (.wait, ["identifier": .string("a"), "timeout": .integer(-1)], "`timeout` must be a number of seconds from 0"),
        (.batch, ["steps": .array([.object(["tool": .string("batch")])])], "`steps[0]` names no tool a batch can run"),
        (
            .batch, ["steps": .array([.object(["tool": .string("tap"), "arguments": .object([:])])])],
            "`steps[0]`: `tap` needs `identifier`"
        ),
    ])
    func wrongArgumentsNameWhatWasExpected(id: CommandID, fields: [String: JSONValue], message: String) {
        #expect {
            try CommandArguments(tool: id, arguments: fields)
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }
}
