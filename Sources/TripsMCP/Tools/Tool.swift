import AutomationProtocol

/// One MCP tool, made from a command's entry in the table: its name, title, description and input schema.
public struct Tool: Sendable, Hashable {
    /// The command it runs.
    public let id: CommandID
    /// The tool's name (`advance_clock`).
    public let name: String
    /// The command's title.
    public let title: String
    /// The command's summary for tools as a sentence, and what the answer holds.
    public let description: String
    /// A JSON Schema object: a property per argument (``CommandArgument/toolProperties``), each with its summary.
    public let inputSchema: JSONValue

    /// The tool for a command the table gives a tool name, or `nil`.
    public init?(_ id: CommandID) {
        let definition = id.definition
        guard let name = definition.toolName else { return nil }
        self.id = id
        self.name = name
        title = definition.title
        // What every acting tool's answer holds, and what a locator is, is said once, in the server's instructions
        // (``Instructions``): said in every tool, it was most of `tools/list`.
        let summary = definition.toolSummary
        description = summary.prefix(1).uppercased() + summary.dropFirst() + "."
        inputSchema = Self.schema(definition)
    }

    /// The tool as `tools/list` lists it.
    public var json: JSONValue {
        // No `title`: the description says what a title would, and `tools/list` is read by a model on every turn.
        .object(["name": .string(name), "description": .string(description), "inputSchema": inputSchema])
    }

    // MARK: - Schemas

    private static func schema(_ definition: CommandDefinition) -> JSONValue {
        var properties: [String: JSONValue] = [:]
        var required: [JSONValue] = []
        for argument in definition.arguments {
            for (property, schema) in schemas(argument) { properties[property] = schema }
            if !argument.isOptional, argument.toolProperties.count == 1 {
                required.append(.string(argument.toolProperties[0]))
            }
        }
        // No `additionalProperties: false`: the server refuses an argument a tool does not take, naming it, which a
        // schema's refusal would not, and every tool saying it was a tenth of `tools/list`.
        var schema: [String: JSONValue] = ["type": .string("object"), "properties": .object(properties)]
        if !required.isEmpty { schema["required"] = .array(required) }
        return .object(schema)
    }

    private static func schemas(_ argument: CommandArgument) -> [(String, JSONValue)] {
        let summary = argument.summary
        func typed(_ type: String, _ description: String, _ extra: [String: JSONValue] = [:]) -> JSONValue {
            .object(["type": .string(type), "description": .string(description)].merging(extra) { $1 })
        }
        switch argument.kind {
        case .element:
            // The tool's description says what it acts on, and the instructions what a locator is.
            return [
                ("identifier", .object(["type": .string("string")])), ("locator", .object(["type": .string("object")])),
            ]
        case .text, .path, .commandName:
            return [(argument.toolProperties[0], typed("string", summary))]
        case .duration:
            return [
                (
                    argument.toolProperties[0],
                    // No upper bound here (a day, which the server says when passed): `tools/list` is read every turn.
                    typed("integer", "\(summary), in milliseconds", ["minimum": .integer(0)])
                )
            ]
        case .seconds:
            return [
                (
                    argument.toolProperties[0],
                    typed("number", summary, ["minimum": .integer(0)])
                )
            ]
        // A choice is its words alone, with no `"type": "string"`: an enum of strings already says the type (JSON
        // Schema), and `tools/list`, read every turn, keeps room for the next tool under its 6 KB.
        case .choice where argument.name == ArgumentName.show.name:
            // What `show` does is said once, in the instructions, and the one word worth sending is the schema: the
            // other is the default, which the server takes too. Every acting tool has it, so its few bytes are what
            // leaves room for the next tool.
            return [(argument.toolProperties[0], .object(["const": .string("screen")]))]
        case .choice(let words):
            return [
                (
                    argument.toolProperties[0],
                    .object(["description": .string(summary), "enum": .array(words.map(JSONValue.string))])
                )
            ]
        case .integer(let range, _):
            return [
                (
                    argument.toolProperties[0],
                    typed(
                        "integer", summary,
                        ["minimum": .integer(range.lowerBound), "maximum": .integer(range.upperBound)])
                )
            ]
        case .count:
            return [(argument.toolProperties[0], typed("integer", summary, ["minimum": .integer(1)]))]
        case .flag:
            return [(argument.toolProperties[0], typed("boolean", summary))]
        case .words:
            return [
                (argument.toolProperties[0], typed("array", summary, ["items": .object(["type": .string("string")])]))
            ]
        case .calls:
            // Each step is `{"tool": NAME, "arguments": {…}}`, as the summary says; each is checked as its tool's.
            let item: JSONValue = .object([
                "type": .string("object"), "required": .array([.string("tool")]),
                "properties": .object([
                    "tool": .object(["type": .string("string")]), "arguments": .object(["type": .string("object")]),
                ]),
            ])
            return [(argument.toolProperties[0], typed("array", summary + ": {tool, arguments} each", ["items": item]))]
        }
    }
}
