import AutomationProtocol

/// The tools only the MCP server runs: declared here, above the core, the way every command is declared
/// (`CommandID` and its `CommandDefinition`), listed after the app's commands by ``ToolCatalog/table`` and performed
/// by `AppDriver`. The app is never sent them: they have no wire name.
extension CommandID {
    /// Run several commands.
    public static let batch = CommandID(
        CommandDefinition(
            "batch", title: "Run several commands",
            summary: "run several actions and waits in order, stopping at the first failure, with one answer",
            toolSummary: "call tools in order, stopping at the first failure",
            tool: "batch",
            arguments: [
                CommandArgument(.steps, .calls, "the tools to call, in order"),
                .show,
            ],
            recorded: .notRecorded("its steps are recorded one by one")))

    /// Launch the app again.
    public static let relaunch = CommandID(
        CommandDefinition(
            "relaunch", title: "Launch the app again",
            summary: "end the app and launch it again, with other launch options, on the same data or fresh data",
            toolSummary: "launch the app again, with `options`, on the same data or `fresh_data`",
            tool: "relaunch",
            arguments: [
                CommandArgument(
                    .options, .words,
                    "default: the last ones",
                    optional: true),
                CommandArgument(
                    .freshData, .flag,
                    "a new data directory",
                    optional: true),
            ],
            recorded: .relaunch(options: .options)))

    /// Write the session as a flow.
    public static let recordFlow = CommandID(
        CommandDefinition(
            "recordFlow", title: "Write the session as a flow",
            summary: "write the session as a flow: into a new file, or as text",
            tool: "record_flow",
            arguments: [
                CommandArgument(
                    .path, .path,
                    "a new .swift file (default: the flow as text)",
                    optional: true)
            ],
            recorded: .notRecorded("it writes the recording"), answer: .text))

    /// List the flows.
    public static let listFlows = CommandID(
        CommandDefinition(
            "listFlows", title: "List the flows",
            summary: "build, then list the flows: suite, name, tags, place",
            tool: "list_flows",
            arguments: [
                CommandArgument(.filter, .text, "regex on id or suite: name", optional: true),
                CommandArgument(.tags, .words, "any of these tags", optional: true),
            ],
            recorded: .notRecorded("it only lists the flows"), answer: .text))

    /// Run flows.
    public static let runFlows = CommandID(
        CommandDefinition(
            "runFlows", title: "Run flows",
            summary:
                "build, then run flows (default: all); failures with their values",
            tool: "run_flows",
            arguments: [
                CommandArgument(.names, .words, "flows, by name", optional: true),
                CommandArgument(.filter, .text, "regex on id or suite: name", optional: true),
                CommandArgument(.tags, .words, "any of these tags", optional: true),
                CommandArgument(
                    .retries, .count,
                    "reruns of a failed flow", optional: true),
                .show,
            ],
            recorded: .notRecorded("it runs flows"), answer: .text))

    /// Open a flow where it failed.
    public static let debugFlow = CommandID(
        CommandDefinition(
            "debugFlow", title: "Open a flow where it failed",
            summary:
                "open the app where a flow failed, or before a step",
            tool: "debug_flow",
            arguments: [
                CommandArgument(.flow, .text, "a flow, by name"),
                CommandArgument(
                    .step, .count, "before this step (from 1)",
                    optional: true),
            ],
            recorded: .notRecorded("it replays a flow"), answer: .text))

    /// Apply the rename run_flows proposed for a flow, and run what it touches.
    public static let repairFlow = CommandID(
        CommandDefinition(
            "repairFlow", title: "Repair a rename",
            summary: "apply run_flows' rename for a flow; rerun what it touches",
            tool: "repair_flow", arguments: [CommandArgument(.flow, .text, "a flow, by name")],
            recorded: .notRecorded("it edits flows"), answer: .text))

    /// Read the app's own log.
    public static let log = CommandID(
        CommandDefinition(
            "log", title: "Read the app's log",
            summary: "the app's log since the last call",
            tool: "log", recorded: .notRecorded("it only reads the log"), answer: .text))

    /// Walk every state of the app.
    public static let explore = CommandID(
        CommandDefinition(
            "explore", title: "Explore the app",
            summary: "walk every state; a compact map and each broken invariant's shrunk flow",
            tool: "explore",
            arguments: [
                CommandArgument(.maxActions, .count, "default 300", optional: true),
                CommandArgument(.mayDoNothing, .words, "controls whose tap may change nothing", optional: true),
            ],
            recorded: .notRecorded("it walks apps of its own"), answer: .text))

    /// The server's own tools, in the order the tool list shows them.
    public static let driverTools: [CommandID] = [
        .batch, .relaunch, .recordFlow, .listFlows, .runFlows, .debugFlow, .repairFlow, .log, .explore,
    ]
}

extension ArgumentName where Value == String {
    /// A regular expression on a flow's identifier, or on "suite: name" as every answer prints the flow.
    public static let filter = Self("filter")
    /// A flow, by its name.
    public static let flow = Self("flow")
}

extension ArgumentName where Value == Int {
    /// How many times a failed flow is run again.
    public static let retries = Self("retries")
    /// A flow's step, numbered from 1 as `make trace` numbers them.
    public static let step = Self("step")
    /// The most actions a walk tries.
    public static let maxActions = Self("max_actions")
}

extension ArgumentName where Value == Bool {
    /// Whether a relaunch starts on fresh data.
    public static let freshData = Self("fresh_data")
}

extension ArgumentName where Value == [String] {
    /// Launch options.
    public static let options = Self("options")
    /// Flows' tags.
    public static let tags = Self("tags")
    /// Flows, by their names.
    public static let names = Self("names")
    /// Controls whose tap may change nothing, by identifier.
    public static let mayDoNothing = Self("may_do_nothing")
}

extension ArgumentName where Value == [CommandArguments.Call] {
    /// The commands a batch runs, in order.
    public static let steps = Self("steps")
}
