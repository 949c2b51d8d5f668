import AutomationProtocol
import Presentation

/// Turns a line into a ``ShellCommand``, reading its words as the command table declares the command's arguments.
public enum CommandParser {
    /// The command on `line`, or `nil` for a blank line or a comment (`# …`).
    public static func parse(_ line: String) throws(CommandError) -> ShellCommand? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
        let words = try Tokenizer.words(line)
        guard let name = words.first else { return nil }
        guard let id = CommandID(shellName: name) else {
            throw .unknownCommand(name, suggestions: nearestCommands(to: name))
        }
        return try command(id.definition, Array(words.dropFirst()))
    }

    /// The command names nearest a mistyped one.
    public static func nearestCommands(to name: String) -> [String] {
        NearestMatches.find(name, among: CommandID.shellNames, limit: 2)
    }

    // MARK: - Private

    private static func command(_ definition: CommandDefinition, _ words: [String]) throws(CommandError)
        -> ShellCommand
    {
        switch definition.id {
        case .expect: return try expect(definition, words)
        case .network: return try network(definition, words)
        default: break
        }
        let given = try positional(definition, words)
        func word(_ name: String) throws(CommandError) -> String {
            guard let word = given[name] else { throw .missingArgument(definition, name: name) }
            return word
        }
        switch definition.id {
        case .tap: return .tap(try word("element"))
        case .type: return .type(try word("element"), text: try word("text"))
        case .clear: return .clear(try word("element"))
        case .replace: return .replace(try word("element"), text: try word("text"))
        case .back: return .back
        case .snapshot: return .show
        case .requests: return .requests
        case .pasteboard: return .pasteboard
        case .quit: return .quit
        case .record: return .record(given["path"])
        case .wait:
            guard let text = given["timeout"] else {
                return .wait(try word("element"), seconds: ShellCommand.defaultWaitSeconds)
            }
            guard let seconds = Double(text), seconds.isFinite, seconds >= 0, seconds <= 86_400 else {
                throw .badSeconds(text)
            }
            return .wait(try word("element"), seconds: seconds)
        case .advanceClock:
            let text = try word("duration")
            guard let duration = duration(text) else { throw .badDuration(text) }
            return .advance(duration)
        case .help:
            guard let topic = given["command"] else { return .help(nil) }
            guard CommandID(shellName: topic) != nil else {
                throw .unknownHelpTopic(topic, suggestions: nearestCommands(to: topic))
            }
            return .help(topic)
        case .expect, .network, .waitForIdle, .fullState, .batch, .relaunch, .recordFlow:
            // Not typed in the shell (waitForIdle, fullState, the MCP tools), or read above: never quit on it, say so.
            throw .unknownCommand(definition.shellName ?? definition.id.rawValue, suggestions: [])
        }
    }

    /// The words given for each argument the shell takes, by argument name: the required ones in order, then the
    /// optional ones; too few or too many is an error that shows the usage.
    static func positional(_ definition: CommandDefinition, _ words: [String]) throws(CommandError) -> [String: String]
    {
        let arguments = definition.shellArguments
        let required = arguments.filter { !$0.isOptional }
        if words.count < required.count { throw .missingArgument(definition, name: required[words.count].name) }
        if words.count > arguments.count {
            throw .extraArguments(definition, extra: Array(words.dropFirst(arguments.count)))
        }
        let order = required + arguments.filter(\.isOptional)
        var given: [String: String] = [:]
        for (argument, word) in zip(order, words) { given[argument.name] = word }
        return given
    }
}
