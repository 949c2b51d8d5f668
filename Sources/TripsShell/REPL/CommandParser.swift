import AutomationProtocol
import Presentation

/// Turns a line into a ``ShellCommand``, checking its arguments against ``CommandSpec/all``.
public enum CommandParser {
    /// The command on `line`, or `nil` for a blank line or a comment (`# …`).
    public static func parse(_ line: String) throws(CommandError) -> ShellCommand? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
        let words = try Tokenizer.words(line)
        guard let name = words.first else { return nil }
        guard let spec = CommandSpec.named(name) else {
            throw .unknownCommand(name, suggestions: nearestCommands(to: name))
        }
        return try command(spec, Array(words.dropFirst()))
    }

    /// The command names nearest a mistyped one.
    public static func nearestCommands(to name: String) -> [String] {
        NearestMatches.find(name, among: CommandSpec.all.map(\.name), limit: 2)
    }

    // MARK: - Private

    private static func command(_ spec: CommandSpec, _ arguments: [String]) throws(CommandError) -> ShellCommand {
        switch spec.name {
        case "tap":
            return .tap(try exactly(spec, arguments, names: ["an ID"])[0])
        case "type":
            let words = try exactly(spec, arguments, names: ["an ID", "TEXT"])
            return .type(words[0], text: words[1])
        case "clear":
            return .clear(try exactly(spec, arguments, names: ["an ID"])[0])
        case "back":
            _ = try exactly(spec, arguments, names: [])
            return .back
        case "show":
            _ = try exactly(spec, arguments, names: [])
            return .show
        case "wait":
            return try wait(spec, arguments)
        case "expect":
            return try expect(spec, arguments)
        case "advance":
            return try advance(spec, arguments)
        case "record":
            return try record(spec, arguments)
        case "help":
            return try help(spec, arguments)
        case "quit":
            _ = try exactly(spec, arguments, names: [])
            return .quit
        default:
            // A command in the table that this switch does not know: never quit on it, say so.
            throw .unknownCommand(spec.name, suggestions: nearestCommands(to: spec.name))
        }
    }

    static func exactly(_ spec: CommandSpec, _ arguments: [String], names: [String]) throws(CommandError)
        -> [String]
    {
        if arguments.count < names.count { throw .missingArgument(spec, name: names[arguments.count]) }
        if arguments.count > names.count { throw .extraArguments(spec, extra: Array(arguments.dropFirst(names.count))) }
        return arguments
    }

    private static func wait(_ spec: CommandSpec, _ arguments: [String]) throws(CommandError) -> ShellCommand {
        guard let identifier = arguments.first else { throw .missingArgument(spec, name: "an ID") }
        if arguments.count > 2 { throw .extraArguments(spec, extra: Array(arguments.dropFirst(2))) }
        guard arguments.count == 2 else { return .wait(identifier, seconds: ShellCommand.defaultWaitSeconds) }
        guard let seconds = Double(arguments[1]), seconds.isFinite, seconds >= 0, seconds <= 86_400 else {
            throw .badSeconds(arguments[1])
        }
        return .wait(identifier, seconds: seconds)
    }

    private static func help(_ spec: CommandSpec, _ arguments: [String]) throws(CommandError) -> ShellCommand {
        if arguments.count > 1 { throw .extraArguments(spec, extra: Array(arguments.dropFirst())) }
        guard let topic = arguments.first else { return .help(nil) }
        guard CommandSpec.named(topic) != nil else {
            throw .unknownHelpTopic(topic, suggestions: nearestCommands(to: topic))
        }
        return .help(topic)
    }
}
