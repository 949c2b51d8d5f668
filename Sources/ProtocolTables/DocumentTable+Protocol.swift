import AutomationProtocol
import TripsProtocol

/// The tables of the protocol documents and the shell's page, each made from the declarations it lists: the command
/// table (``CommandDefinition``), the error codes (``WireError/Code``), the request's own fields (``Request/envelope``)
/// and trips-shell's launch options (``LaunchOptionDefinition``).
extension DocumentTable {
    /// The core protocol's document, for any app.
    public static let coreDocument = "docs/automation-protocol.md"
    /// Trips' extensions of it.
    public static let tripsDocument = "docs/trips-protocol.md"
    /// The shell's page.
    public static let shellDocument = "docs/shell.md"

    /// Every table, in the order of the documents.
    public static func all() throws(TableProblem) -> [DocumentTable] {
        let core = CommandID.appCommands.map(\.definition)
        let trips = CommandID.tripsCommands.map(\.definition)
        return [
            try commands("core commands", core, in: coreDocument),
            fields("core request fields", core, envelope: Request.envelope, in: coreDocument),
            errors(in: coreDocument),
            try commands("Trips commands", trips, in: tripsDocument),
            fields("Trips request fields", trips, envelope: [], in: tripsDocument),
            launchOptions(in: tripsDocument),
            shellCommands(in: shellDocument),
        ]
    }

    /// The commands an app is sent: each by its request's `command`, with its fields and what the app does.
    static func commands(_ name: String, _ definitions: [CommandDefinition], in document: String)
        throws(TableProblem) -> DocumentTable
    {
        var rows: [[String]] = []
        for definition in definitions {
            guard let wireName = definition.wireName else { continue }
            guard let summary = definition.wireSummary else {
                throw TableProblem(
                    "`\(definition.name)` is sent to the app (`wire: \"\(wireName)\"`) but declares no `wireSummary`: "
                        + "say in its CommandDefinition what the app does before it answers.")
            }
            let fields = definition.wireArguments.compactMap { argument in
                argument.wireField.map { code($0) + (argument.isOptional ? " (optional)" : "") }
            }
            rows.append([code(wireName), fields.isEmpty ? "—" : fields.joined(separator: ", "), summary])
        }
        return DocumentTable(
            name, in: document, header: ["command", "fields", "what the app does before it answers"], rows: rows)
    }

    /// The fields a request carries: those every request carries (`envelope`), then each field the commands'
    /// arguments travel in, in the order they first take it, with each command's use of it and what it accepts.
    static func fields(
        _ name: String, _ definitions: [CommandDefinition], envelope: [Request.EnvelopeField], in document: String
    ) -> DocumentTable {
        var order: [String] = []
        var uses: [String: [(command: String, argument: CommandArgument)]] = [:]
        for definition in definitions {
            guard let wireName = definition.wireName else { continue }
            for argument in definition.wireArguments {
                guard let field = argument.wireField else { continue }
                if uses[field] == nil { order.append(field) }
                uses[field, default: []].append((wireName, argument))
            }
        }
        var rows = envelope.map { [code($0.name), $0.type, $0.rule] }
        for field in order {
            let used = uses[field] ?? []
            // Grouped by what the field accepts, which is one thing for each field in practice.
            var accepted: [String] = []
            var byAccepted: [String: [String]] = [:]
            var types: [String] = []
            for (command, argument) in used {
                let rule = Request.accepted(argument)
                if byAccepted[rule] == nil { accepted.append(rule) }
                let optional = argument.isOptional ? " (optional)" : ""
                byAccepted[rule, default: []].append("\(code(command))\(optional): \(argument.summary)")
                let type = Request.wireType(of: argument)
                if !types.contains(type) { types.append(type) }
            }
            let rule = accepted.map { rule in (byAccepted[rule] ?? []).joined(separator: "; ") + " — " + rule }
            rows.append([code(field), types.joined(separator: " or "), rule.joined(separator: " / ")])
        }
        return DocumentTable(name, in: document, header: ["field", "type", "rule"], rows: rows)
    }

    /// Every error code, whether the core or only an app's own commands answer with it, and what it means.
    static func errors(in document: String) -> DocumentTable {
        let rows = WireError.Code.allCases.map { code in
            [Self.code(code.rawValue), code.isCore ? "core" : "an app's own commands", code.meaning]
        }
        return DocumentTable("errors", in: document, header: ["code", "from", "meaning"], rows: rows)
    }

    /// trips-shell's launch options, in `--help`'s order, the core's two marked.
    static func launchOptions(in document: String) -> DocumentTable {
        let rows = LaunchOptionID.definitions.map { option in
            [
                code(option.synopsis), option.id.isCore ? "core" : "Trips", option.environment.map(code) ?? "—",
                option.help, option.inFlows.summary,
            ]
        }
        return DocumentTable(
            "launch options", in: document,
            header: ["option", "from", "environment", "effect", "a recorded flow"], rows: rows)
    }

    /// The shell's commands, in help's order, by their usage: the core's, then Trips' own and the shell's.
    static func shellCommands(in document: String) -> DocumentTable {
        let core = Set(CommandTable.core.commands)
        let rows = CommandTable.trips.shellCommands.map { id in
            [code(id.definition.shellUsage), core.contains(id) ? "core" : "Trips", id.definition.summary]
        }
        return DocumentTable("shell commands", in: document, header: ["command", "from", "what it does"], rows: rows)
    }
}
