/// A command of the table: what a driver or a person can ask, declared once by its ``definition``, the one place a
/// command is declared: the protocol's reader and writer, the shell's parser, help and completion, the recorder and
/// the MCP server's tool list all read it.
///
/// The set is open: the core's commands are the static members below (``CommandTable/core``, in the order help lists them), and an
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

    /// The core's commands an app is sent, in the order help lists them.
    public static let appCommands: [CommandID] = [
        .tap, .type, .clear, .replace, .back, .snapshot, .fullState, .advanceClock, .waitForIdle,
    ]

    /// The core's commands a driver runs itself (a wait, a check), in the order help lists them.
    public static let driverCommands: [CommandID] = [.wait, .expect]

    /// Tap an element.
    public static let tap = CommandID(
        CommandDefinition(
            "tap", title: "Tap an element", summary: "tap a button, cell or text field", wire: "tap",
            wireSummary: "taps the touchable element `locator` means", shell: "tap",
            tool: "tap", arguments: [.element(.tappable, "the button, cell or text field to tap"), .show],
            recorded: .onElement("tap")))

    /// Type into a text field.
    public static let type = CommandID(
        CommandDefinition(
            "type", title: "Type into a text field",
            summary: "type TEXT at the end of a text field (quote text with spaces: \"New York\")",
            toolSummary: "type `text` at the end of a text field", wire: "type",
            wireSummary: "types `text` at the end of the text field `locator` means",
            shell: "type", tool: "type",
            arguments: [.element(.textField, "the text field to type into"), .text("the text to type"), .show],
            recorded: .onElement("typeText")))

    /// Empty a text field.
    public static let clear = CommandID(
        CommandDefinition(
            "clear", title: "Empty a text field", summary: "empty a text field", wire: "clear",
            wireSummary: "empties the text field `locator` means", shell: "clear",
            tool: "clear", arguments: [.element(.textField, "the text field to empty"), .show],
            recorded: .onElement("clearText")))

    /// Replace a text field's text.
    public static let replace = CommandID(
        CommandDefinition(
            "replace", title: "Replace a text field's text",
            summary: "replace the whole text of a text field with TEXT (\"\" empties it)",
            toolSummary: "replace a text field's whole text with `text`", wire: "replace",
            wireSummary:
                "replaces the whole text of the text field `locator` means with `text` (an empty `text` empties it)",
            shell: "replace", tool: "replace",
            arguments: [
                .element(.textField, "the text field whose text to replace"), .text("the new text"), .show,
            ],
            recorded: .onElement("replaceText")))

    /// Go back.
    public static let back = CommandID(
        CommandDefinition(
            "back", title: "Go back", summary: "dismiss the alert, or go back one screen",
            toolSummary: "dismiss the alert, or go back", wire: "back",
            wireSummary: "dismisses the alert, or goes back one screen",
            shell: "back", tool: "back", arguments: [.show], recorded: .onApplication("back")))

    /// Show the screen.
    public static let snapshot = CommandID(
        CommandDefinition(
            "snapshot", title: "Show the screen", summary: "show the current screen again",
            toolSummary: "show the screen whole, or the part `within`, `depth` and `find` pick",
            wire: "snapshot",
            wireSummary:
                "nothing: it answers with the current state. A sync point: once its answer is read, every update "
                + "written before it has been read too",
            shell: "show", tool: "snapshot",
            arguments: [
                CommandArgument(
                    .within, .text, "an element's identifier: it and below",
                    optional: true),
                CommandArgument(
                    .depth, .count, "levels to show", optional: true),
                CommandArgument(
                    .find, .text,
                    "a text the lines shown hold",
                    optional: true),
            ],
            recorded: .notRecorded("it only shows the screen")))

    /// Send the whole state.
    public static let fullState = CommandID(
        CommandDefinition(
            "fullState", title: "Send the whole state",
            summary: "answer with the whole state, its whole screen included, whatever was sent before",
            wire: "fullState",
            wireSummary:
                "nothing: it answers with the whole current state, its whole screen included, whatever it sent "
                + "before; a sync point as `snapshot` is",
            recorded: .notRecorded("it only resynchronises a driver")))

    /// Wait for an element.
    public static let wait = CommandID(
        CommandDefinition(
            "wait", title: "Wait for an element",
            summary: "wait until ID is on screen (default 5 seconds; fails at once if the app is idle)",
            toolSummary:
                "wait until an element meets `condition`; fails at once if it cannot",
            shell: "wait", tool: "wait_for",
            arguments: [
                .element(.any, "the element to wait for"),
                CommandArgument(
                    .timeout, .seconds, "seconds (default 5)", optional: true,
                    usage: "[SECONDS]", recordedLabel: "timeout"),
                CommandArgument(
                    .condition, .choice(Self.waitConditions),
                    "default exists; label and value compare with `text`",
                    optional: true),
                CommandArgument(
                    .text, .text, "for label or value: the text", optional: true),
                CommandArgument(
                    .match, .choice(Self.textMatches),
                    "default equals; matches: regex",
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
            summary: "on the driver's clock: let time pass on the app's clock (300ms, 2s, 1.5)",
            toolSummary: "on the driver's clock: let `milliseconds` pass on the app's clock", wire: "advanceClock",
            wireSummary:
                "only under `clock: driver` (else `liveClock`). Waits until the app is settled (what is in flight has "
                + "reached its sleep), moves the clock `milliseconds` forward, and waits until the app is settled "
                + "again: everything that fell due has run, and whatever it started has finished or is asleep on the "
                + "clock",
            shell: "advance", tool: "advance_clock",
            arguments: [
                CommandArgument(
                    .duration, .duration, "how long",
                    wire: "milliseconds",
                    usage: "DURATION", recordedLabel: "by"),
                .show,
            ],
            recorded: .onApplication("clock.advance")))

    /// Wait until the app is settled.
    public static let waitForIdle = CommandID(
        CommandDefinition(
            "waitForIdle", title: "Wait until the app is settled",
            summary: "answer once the app is idle or waits only on its clock", wire: "waitForIdle",
            wireSummary: "waits until the app is settled (under a live clock, a debounce or latency is waited out)",
            recorded: .notRecorded("every action of a flow waits for the app to settle")))

    /// What a wait waits for and a check checks of an element, one word each wherever it is said: `wait_for`'s
    /// `condition`, `expect`'s words after the identifier, the runner's `requireExistence` (`exists`).
    public static let conditions = ["exists", "gone", "label", "value", "enabled", "disabled"]

    /// What `expect ID` can check: an element's condition, or `screen`.
    public static let checks = conditions + ["screen"]

    /// What a `wait_for` tool can wait for.
    public static let waitConditions = conditions

    /// How a `wait_for` tool compares a label or value with its text.
    public static let textMatches = ["equals", "contains", "matches"]
}

extension CommandArgument {
    /// The element a command acts on: `ID` in the shell, `locator` on the wire, `identifier` or `locator` in a tool.
    public static func element(_ kind: ElementKind, _ summary: String) -> CommandArgument {
        CommandArgument(.element, .element(kind), summary, wire: "locator", usage: "ID")
    }

    /// What an MCP tool's answer shows: what changed since the client was last shown the screen, or the whole screen.
    /// Only a tool takes it.
    public static let show = CommandArgument(
        .show, .choice(["changes", "screen"]),
        "what the answer shows: the changes since last shown (default), or the whole screen",
        optional: true)

    /// A command's text: `TEXT` in the shell, `text` on the wire and in a recorded flow's call, unlabelled.
    public static func text(_ summary: String) -> CommandArgument {
        CommandArgument(.text, .text, summary, wire: "text", usage: "TEXT", recordedLabel: "")
    }
}
