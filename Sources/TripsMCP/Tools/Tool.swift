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
        let summary = definition.toolSummary
        var sentences = [summary.prefix(1).uppercased() + summary.dropFirst() + "."]
        if definition.argument(.show) != nil { sentences.append(Self.answersWithChanges) }
        description = sentences.joined(separator: " ")
        inputSchema = Self.schema(definition)
    }

    /// What every tool that takes `show` says its answer holds.
    public static let answersWithChanges =
        "Waits for the app to settle, then answers with what changed since you were last shown that screen "
        + "(+ an element added, - one removed, ~ the fields that changed, by identifier; a screen shown before and "
        + "unchanged is named by its hash), or the whole screen when it was never shown or show is \"screen\"."

    /// The tool as `tools/list` lists it.
    public var json: JSONValue {
        .object([
            "name": .string(name), "title": .string(title), "description": .string(description),
            "inputSchema": inputSchema,
        ])
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
        var schema: [String: JSONValue] = [
            "type": .string("object"), "properties": .object(properties), "additionalProperties": .bool(false),
        ]
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
            let either = argument.isOptional ? "" : " Give this or `locator`."
            let or = argument.isOptional ? "" : " Give this or `identifier`."
            return [
                ("identifier", typed("string", "\(summary), by its identifier (\"trip.seattle\").\(either)")),
                (
                    "locator",
                    typed(
                        "object",
                        "\(summary), by a locator: any of role, identifier, label and value ({\"equals\"|\"contains\"|"
                            + "\"matches\": text}), within (a locator), relation (descendants or children), match "
                            + "(unique, first, last or an index), such as {\"role\":\"cell\",\"label\":{\"contains\":"
                            + "\"Oslo\"},\"within\":{\"identifier\":\"newTrip.suggestions\"}}.\(or)")
                ),
            ]
        case .text, .city, .path, .commandName:
            return [(argument.toolProperties[0], typed("string", summary))]
        case .duration:
            return [
                (
                    argument.toolProperties[0],
                    typed(
                        "integer", "\(summary) (whole milliseconds)",
                        ["minimum": .integer(0), "maximum": .integer(Request.largestAdvance)])
                )
            ]
        case .seconds:
            return [
                (
                    argument.toolProperties[0],
                    typed(
                        "number", summary,
                        ["minimum": .integer(0), "maximum": .integer(Int(Request.largestTimeout))])
                )
            ]
        case .choice(let words):
            return [
                (argument.toolProperties[0], typed("string", summary, ["enum": .array(words.map(JSONValue.string))]))
            ]
        case .httpStatus:
            return [
                (
                    argument.toolProperties[0],
                    typed("integer", summary, ["minimum": .integer(400), "maximum": .integer(599)])
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
            let tools = CommandID.toolNames.filter { $0 != CommandID.batch.definition.toolName }
            let item: JSONValue = .object([
                "type": .string("object"),
                "properties": .object([
                    "tool": .object(["type": .string("string"), "enum": .array(tools.map(JSONValue.string))]),
                    "arguments": .object([
                        "type": .string("object"), "description": .string("the tool's own arguments"),
                    ]),
                ]),
                "required": .array([.string("tool")]),
                "additionalProperties": .bool(false),
            ])
            return [(argument.toolProperties[0], typed("array", summary, ["items": item, "minItems": .integer(1)]))]
        }
    }
}
