/// What the shell knows about one command: its name, its arguments, and one line of help.
///
/// ``CommandSpec/all`` is the one list of commands: the parser, the completer and `help` all read it.
public struct CommandSpec: Equatable, Sendable {
    /// What the command's arguments name, for completion.
    public enum Target: Equatable, Sendable {
        /// No identifier.
        case none
        /// Something to tap: an enabled button, cell or text field.
        case tappable
        /// An enabled text field.
        case textField
        /// Any identifier on screen.
        case anyElement
        /// A command name.
        case command
        /// Any identifier on screen, then what to check of it (`expect`).
        case check
    }

    /// The command's name, as typed.
    public let name: String
    /// The arguments as the usage line shows them: `ID [SECONDS]`.
    public let arguments: String
    /// What the first argument names, for completion.
    public let target: Target
    /// One line of help.
    public let summary: String

    /// `name arguments`, as the usage line and `help` show it.
    public var usage: String { arguments.isEmpty ? name : "\(name) \(arguments)" }

    /// Every command, in the order `help` lists them.
    public static let all: [CommandSpec] = [
        CommandSpec(name: "tap", arguments: "ID", target: .tappable, summary: "tap a button, cell or text field"),
        CommandSpec(
            name: "type", arguments: "ID TEXT", target: .textField,
            summary: "type TEXT at the end of a text field (quote text with spaces: \"New York\")"),
        CommandSpec(name: "clear", arguments: "ID", target: .textField, summary: "empty a text field"),
        CommandSpec(name: "back", arguments: "", target: .none, summary: "dismiss the alert, or go back one screen"),
        CommandSpec(name: "show", arguments: "", target: .none, summary: "show the current screen again"),
        CommandSpec(
            name: "wait", arguments: "ID [SECONDS]", target: .anyElement,
            summary: "wait until ID is on screen (default 5 seconds; fails at once if the app is idle)"),
        CommandSpec(
            name: "expect", arguments: "ID [label TEXT|value TEXT|gone|enabled|disabled]", target: .check,
            summary: "check ID now (on screen, unless told); `expect screen NAME` checks the snapshot NAME"),
        CommandSpec(
            name: "advance", arguments: "DURATION", target: .none,
            summary: "with --driver-clock: let time pass on the app's clock (300ms, 2s, 1.5)"),
        CommandSpec(
            name: "record", arguments: "[PATH.swift]", target: .none,
            summary: "start recording the session as a flow into PATH.swift; with no PATH, stop and write it"),
        CommandSpec(
            name: "help", arguments: "[COMMAND]", target: .command, summary: "list the commands, or explain one"),
        CommandSpec(name: "quit", arguments: "", target: .none, summary: "leave the shell (also: Ctrl-D)"),
    ]

    /// The command with this name, if there is one.
    public static func named(_ name: String) -> CommandSpec? {
        all.first { $0.name == name }
    }
}
