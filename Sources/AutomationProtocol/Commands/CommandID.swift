/// A command of the table: what a driver or a person can ask, declared once by its ``definition``, the one place a
/// command is declared: the protocol's reader and writer, the shell's parser, help and completion, the recorder and
/// the MCP server's tool list all read it.
///
/// The set is open: the core's commands are the static members below (``core``, in the order help lists them), and an
/// app that speaks the protocol declares its own the same way, a `CommandID` made from its ``CommandDefinition``,
/// which a ``Command/declared(_:_:)`` carries. Two commands are the same when their names are.
public struct CommandID: Sendable, Hashable, CustomStringConvertible {
    /// The command's declaration.
    public let definition: CommandDefinition

    /// A command declared by `definition`.
    public init(_ definition: CommandDefinition) {
        self.definition = definition
    }

    /// The command's name in the table (`advanceClock`), as messages name a command no front end offers.
    public var rawValue: String { definition.name }

    /// The command's name in the table.
    public var description: String { rawValue }

    /// Commands are the same when their names are.
    public static func == (lhs: CommandID, rhs: CommandID) -> Bool { lhs.rawValue == rhs.rawValue }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(rawValue) }

    /// The core's commands, in the order help lists them.
    public static let core: [CommandID] = [
        .tap, .type, .clear, .replace, .back, .snapshot, .fullState, .wait, .expect, .advanceClock, .network, .requests,
        .pasteboard, .waitForIdle, .record, .help, .quit, .batch, .relaunch, .recordFlow, .listFlows, .runFlows,
        .debugFlow,
    ]

    /// Tap an element.
    public static let tap = CommandID(
        CommandDefinition(
            "tap", title: "Tap an element", summary: "tap a button, cell or text field", wire: "tap", shell: "tap",
            tool: "tap", arguments: [.element(.tappable, "the button, cell or text field to tap"), .show],
            recorded: .onElement("tap")))

    /// Type into a text field.
    public static let type = CommandID(
        CommandDefinition(
            "type", title: "Type into a text field",
            summary: "type TEXT at the end of a text field (quote text with spaces: \"New York\")",
            toolSummary: "type `text` at the end of a text field", wire: "type",
            shell: "type", tool: "type",
            arguments: [.element(.textField, "the text field to type into"), .text("the text to type"), .show],
            recorded: .onElement("typeText")))

    /// Empty a text field.
    public static let clear = CommandID(
        CommandDefinition(
            "clear", title: "Empty a text field", summary: "empty a text field", wire: "clear", shell: "clear",
            tool: "clear", arguments: [.element(.textField, "the text field to empty"), .show],
            recorded: .onElement("clearText")))

    /// Replace a text field's text.
    public static let replace = CommandID(
        CommandDefinition(
            "replace", title: "Replace a text field's text",
            summary: "replace the whole text of a text field with TEXT (\"\" empties it)",
            toolSummary: "replace the whole text of a text field with `text` (\"\" empties it)", wire: "replace",
            shell: "replace", tool: "replace",
            arguments: [
                .element(.textField, "the text field whose text to replace"), .text("the new text"), .show,
            ],
            recorded: .onElement("replaceText")))

    /// Go back.
    public static let back = CommandID(
        CommandDefinition(
            "back", title: "Go back", summary: "dismiss the alert, or go back one screen", wire: "back",
            shell: "back", tool: "back", arguments: [.show], recorded: .onApplication("back")))

    /// Show the screen.
    public static let snapshot = CommandID(
        CommandDefinition(
            "snapshot", title: "Show the screen", summary: "show the current screen again",
            toolSummary:
                "show the current screen whole, or a part of it: the subtree `within` an element, `depth` levels "
                + "deep, the lines that `find` a text (with the elements they sit in)", wire: "snapshot",
            shell: "show", tool: "snapshot",
            arguments: [
                CommandArgument(
                    .within, .text, "an identifier: show only that element and what is below it",
                    optional: true),
                CommandArgument(
                    .depth, .count, "how many levels of elements to show (1: the top ones only)", optional: true),
                CommandArgument(
                    .find, .text,
                    "show only the lines that contain this text (in any case), under the elements they sit in",
                    optional: true),
            ],
            recorded: .notRecorded("it only shows the screen")))

    /// Send the whole state.
    public static let fullState = CommandID(
        CommandDefinition(
            "fullState", title: "Send the whole state",
            summary: "answer with the whole state, its whole screen included, whatever was sent before",
            wire: "fullState", recorded: .notRecorded("it only resynchronises a driver")))

    /// Wait for an element.
    public static let wait = CommandID(
        CommandDefinition(
            "wait", title: "Wait for an element",
            summary: "wait until ID is on screen (default 5 seconds; fails at once if the app is idle)",
            toolSummary:
                "wait until an element meets `condition` (default: it is on screen), for at most `timeout` "
                + "seconds (default 5); fails at once, with the screen, when the app is settled and the condition "
                + "cannot come true",
            shell: "wait", tool: "wait_for",
            arguments: [
                .element(.any, "the element to wait for"),
                CommandArgument(
                    .timeout, .seconds, "how many seconds to wait at most (default 5)", optional: true,
                    usage: "[SECONDS]", recordedLabel: "timeout"),
                CommandArgument(
                    .condition, .choice(Self.waitConditions),
                    "what to wait for (default exists): on screen, gone, its label or value (compared with "
                        + "`text` as `match` says), enabled or disabled",
                    optional: true),
                CommandArgument(
                    .text, .text, "for a label or value condition: the text to compare with", optional: true),
                CommandArgument(
                    .match, .choice(Self.textMatches),
                    "for a label or value condition: how `text` compares (default equals; matches: a regular "
                        + "expression)",
                    optional: true),
                .show,
            ],
            recorded: .onElement("requireExistence")))

    /// Check an element now.
    public static let expect = CommandID(
        CommandDefinition(
            "expect", title: "Check an element now",
            summary: "check ID now (on screen, unless told); `expect screen NAME` checks the snapshot NAME",
            shell: "expect",
            arguments: [
                .element(.checkable, "the element to check, or `screen` and a snapshot's name"),
                CommandArgument(
                    .check, .choice(Self.checks), "what to check of it (default: that it is on screen)",
                    optional: true, usage: "[exists|label TEXT|value TEXT|gone|enabled|disabled]"),
                CommandArgument(
                    .expected, .text, "for `label` and `value`: the text it must have", optional: true,
                    recordedLabel: ""),
                // Not the shell's (no usage): a driver's wait on a label that contains or matches a text is
                // recorded as this check, and the flow writes `expected` as that match.
                CommandArgument(
                    .match, .choice(Self.textMatches),
                    "for `label` and `value`: how `expected` compares (default equals)", optional: true),
                CommandArgument(
                    .snapshot, .text, "for `screen`: the snapshot's name", optional: true,
                    recordedLabel: "matching"),
            ],
            recorded: .byChoice(
                argument: .check,
                [
                    "exists": .onElement("requireExistence"), "label": .onElement("waitForLabel"),
                    "value": .onElement("waitForValue"), "gone": .onElement("requireNonExistence"),
                    "enabled": .onElement("waitForEnabled"),
                    "disabled": .onElement("waitForEnabled", extra: ["false"]),
                    "screen": .onApplication("expectScreen"),
                ])))

    /// Move the app's clock.
    public static let advanceClock = CommandID(
        CommandDefinition(
            "advanceClock", title: "Move the app's clock",
            summary: "with --driver-clock: let time pass on the app's clock (300ms, 2s, 1.5)",
            toolSummary: "with --driver-clock: let `milliseconds` pass on the app's clock", wire: "advanceClock",
            shell: "advance", tool: "advance_clock",
            arguments: [
                CommandArgument(
                    .duration, .duration, "how long to let pass, in milliseconds on the wire",
                    wire: "milliseconds",
                    usage: "DURATION", recordedLabel: "by"),
                .show,
            ],
            recorded: .onApplication("clock.advance")))

    /// Change the stubbed network.
    public static let network = CommandID(
        CommandDefinition(
            "network", title: "Change the stubbed network",
            summary: "with -uiTesting: offline, failing[=STATUS], slow=DURATION, silent or normal, for CITY or all",
            toolSummary:
                "with -uiTesting: make the stubbed Open-Meteo go offline, fail with `status`, answer after "
                + "`milliseconds`, stop answering, or behave normally again, for `city` or, without it, every "
                + "city",
            wire: "network", shell: "network", tool: "network",
            arguments: [
                CommandArgument(
                    .condition, .choice(Self.networkConditions), "how requests behave from now on",
                    wire: "condition", usage: "CONDITION"),
                CommandArgument(
                    .city, .city, "the city it applies to, by name; every city when left out", optional: true,
                    wire: "city", usage: "[CITY]", recordedLabel: "city"),
                CommandArgument(
                    .status, .httpStatus, "for `failing`: the HTTP status (500 unless given)", optional: true,
                    wire: "status", recordedLabel: "status"),
                CommandArgument(
                    .latency, .duration, "for `slow`: how long each answer takes, in milliseconds on the wire",
                    optional: true, wire: "milliseconds", recordedLabel: "by"),
                .show,
            ],
            recorded: .byChoice(
                argument: .condition,
                [
                    "normal": .onApplication("network.restore"), "offline": .onApplication("network.goOffline"),
                    "failing": .onApplication("network.fail"), "slow": .onApplication("network.slowDown"),
                    "silent": .onApplication("network.stopAnswering"),
                ])))

    /// List the network requests.
    public static let requests = CommandID(
        CommandDefinition(
            "requests", title: "List the network requests",
            summary: "with -uiTesting: the requests the app made to the stubbed network, oldest first",
            wire: "requests", shell: "requests", tool: "requests",
            recorded: .notRecorded("it only lists the requests"), answer: .text))

    /// Read the pasteboard.
    public static let pasteboard = CommandID(
        CommandDefinition(
            "pasteboard", title: "Read the pasteboard",
            summary: "show what is on the app's pasteboard (what Share copied last)", wire: "pasteboard",
            shell: "pasteboard", tool: "pasteboard", recorded: .notRecorded("it only reads the pasteboard"),
            answer: .text))

    /// Wait until the app is settled.
    public static let waitForIdle = CommandID(
        CommandDefinition(
            "waitForIdle", title: "Wait until the app is settled",
            summary: "answer once the app is idle or waits only on its clock", wire: "waitForIdle",
            recorded: .notRecorded("every action of a flow waits for the app to settle")))

    /// Record the session as a flow.
    public static let record = CommandID(
        CommandDefinition(
            "record", title: "Record the session as a flow",
            summary: "start recording the session as a flow into PATH.swift; with no PATH, stop and write it",
            shell: "record",
            arguments: [
                CommandArgument(
                    .path, .path, "the new .swift file to write", optional: true, usage: "[PATH.swift]")
            ],
            recorded: .notRecorded("it starts or stops the recording")))

    /// Explain the commands.
    public static let help = CommandID(
        CommandDefinition(
            "help", title: "Explain the commands", summary: "list the commands, or explain one", shell: "help",
            arguments: [
                CommandArgument(
                    .command, .commandName, "the command to explain", optional: true, usage: "[COMMAND]")
            ],
            recorded: .notRecorded("it only explains")))

    /// Leave the shell.
    public static let quit = CommandID(
        CommandDefinition(
            "quit", title: "Leave the shell", summary: "leave the shell (also: Ctrl-D)", shell: "quit",
            recorded: .notRecorded("it ends the session")))

    /// Run several commands.
    public static let batch = CommandID(
        CommandDefinition(
            "batch", title: "Run several commands",
            summary: "run several actions and waits in order, stopping at the first failure, with one answer",
            tool: "batch",
            arguments: [
                CommandArgument(.steps, .calls, "the commands, in order: each a tool's name and its arguments"),
                .show,
            ],
            recorded: .notRecorded("its steps are recorded one by one")))

    /// Launch the app again.
    public static let relaunch = CommandID(
        CommandDefinition(
            "relaunch", title: "Launch the app again",
            summary: "end the app and launch it again, with other launch options, on the same data or fresh data",
            tool: "relaunch",
            arguments: [
                CommandArgument(
                    .options, .words,
                    "the launch options, such as [\"-uiTesting\", \"--driver-clock\"] (default: the last ones)",
                    optional: true),
                CommandArgument(
                    .freshData, .flag,
                    "start on a new data directory, with the sample trips under -uiTesting (default: keep the "
                        + "same data)",
                    optional: true),
            ],
            recorded: .onApplication("relaunch")))

    /// Write the session as a flow.
    public static let recordFlow = CommandID(
        CommandDefinition(
            "recordFlow", title: "Write the session as a flow",
            summary: "write everything done since launch as a Swift Testing flow, into a new file or as text",
            tool: "record_flow",
            arguments: [
                CommandArgument(
                    .path, .path,
                    "the new .swift file under AcceptanceTests/Flows/ (never over an existing one); the flow "
                        + "comes back as text when left out",
                    optional: true)
            ],
            recorded: .notRecorded("it writes the recording"), answer: .text))

    /// List the flows.
    public static let listFlows = CommandID(
        CommandDefinition(
            "listFlows", title: "List the flows",
            summary: "build the package, then list the acceptance flows with their suites, tags and file:line",
            tool: "list_flows",
            arguments: [
                CommandArgument(.filter, .text, "a regular expression on a flow's identifier or name", optional: true),
                CommandArgument(.tags, .words, "only flows with any of these tags", optional: true),
            ],
            recorded: .notRecorded("it only lists the flows"), answer: .text))

    /// Run flows.
    public static let runFlows = CommandID(
        CommandDefinition(
            "runFlows", title: "Run flows",
            summary:
                "build, then run the flows named, or those `filter` and `tags` select (all when none is given); "
                + "answers the counts and, per failure, its place, message, step, screen changes and evidence",
            tool: "run_flows",
            arguments: [
                CommandArgument(.names, .words, "flows by their names, as list_flows gives them", optional: true),
                CommandArgument(.filter, .text, "a regular expression on a flow's identifier or name", optional: true),
                CommandArgument(.tags, .words, "only flows with any of these tags", optional: true),
                CommandArgument(
                    .retries, .count,
                    "run a failed flow again up to this many times (one that then passes is flaky)", optional: true),
                .show,
            ],
            recorded: .notRecorded("it runs flows"), answer: .text))

    /// Open a flow where it failed.
    public static let debugFlow = CommandID(
        CommandDefinition(
            "debugFlow", title: "Open a flow where it failed",
            summary:
                "put this session's app where a flow failed in the latest run_flows (running it first if it was not "
                + "in it), or just before its step `step`, by replaying the flow's requests in a fresh app",
            tool: "debug_flow",
            arguments: [
                CommandArgument(.flow, .text, "the flow, by its name as list_flows gives it"),
                CommandArgument(
                    .step, .count, "open it just before this step (numbered from 1, as make trace numbers them)",
                    optional: true),
            ],
            recorded: .notRecorded("it replays a flow"), answer: .text))

    /// What a wait waits for and a check checks of an element, one word each wherever it is said: `wait_for`'s
    /// `condition`, `expect`'s words after the identifier, the runner's `requireExistence` (`exists`).
    public static let conditions = ["exists", "gone", "label", "value", "enabled", "disabled"]

    /// What `expect ID` can check: an element's condition, or `screen`.
    public static let checks = conditions + ["screen"]

    /// What a `wait_for` tool can wait for.
    public static let waitConditions = conditions

    /// How a `wait_for` tool compares a label or value with its text.
    public static let textMatches = ["equals", "contains", "matches"]

    /// How a `network` command can make requests behave.
    public static var networkConditions: [String] { NetworkChange.Condition.names }

    /// Every core command's declaration, in help's order.
    public static let definitions = core.map(\.definition)

    /// The core command a request's `command` field names.
    public init?(wireName: String) {
        guard let found = CommandTable.core.command(wireName: wireName) else { return nil }
        self = found
    }

    /// The core command a shell line's first word names.
    public init?(shellName: String) {
        guard let found = CommandTable.core.command(shellName: shellName) else { return nil }
        self = found
    }

    /// The core command an MCP tool's name names.
    public init?(toolName: String) {
        guard let found = CommandTable.core.command(toolName: toolName) else { return nil }
        self = found
    }

    /// The request's `command` of every core command the app is sent, in order.
    public static var wireNames: [String] { CommandTable.core.wireNames }
    /// Every word the shell takes as a command, in help's order.
    public static var shellNames: [String] { CommandTable.core.shellNames }
    /// Every MCP tool's name the core declares, in order.
    public static var toolNames: [String] { CommandTable.core.toolNames }
}

extension CommandArgument {
    /// The element a command acts on: `ID` in the shell, `locator` on the wire, `identifier` or `locator` in a tool.
    static func element(_ kind: ElementKind, _ summary: String) -> CommandArgument {
        CommandArgument(.element, .element(kind), summary, wire: "locator", usage: "ID")
    }

    /// What an MCP tool's answer shows: what changed since the client was last shown the screen, or the whole screen.
    /// Only a tool takes it.
    static let show = CommandArgument(
        .show, .choice(["changes", "screen"]),
        "what the answer shows: what changed since you were last shown the screen (default), or the whole screen",
        optional: true)

    /// A command's text: `TEXT` in the shell, `text` on the wire and in a recorded flow's call, unlabelled.
    static func text(_ summary: String) -> CommandArgument {
        CommandArgument(.text, .text, summary, wire: "text", usage: "TEXT", recordedLabel: "")
    }
}
