import AutomationProtocol
import Presentation
import TripsProtocol

/// Reads a line as one of the command table's commands and its arguments, by the names the table gives them: the
/// same call the protocol's reader and the MCP server's tools make, so that one action switch serves every front end.
public enum CommandParser {
    /// How long `wait` waits when no number of seconds is given.
    public static let defaultWaitSeconds: Double = 5

    /// The command on `line` and its arguments, or `nil` for a blank line or a comment (`# …`).
    public static func parse(_ line: String) throws(CommandError) -> CommandArguments.Call? {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        if trimmed.isEmpty || trimmed.hasPrefix("#") { return nil }
        let words = try Tokenizer.words(line)
        guard let name = words.first else { return nil }
        guard let id = CommandTable.trips.command(shellName: name) else {
            throw .unknownCommand(name, suggestions: nearestCommands(to: name))
        }
        let definition = id.definition
        let rest = Array(words.dropFirst())
        switch id {
        case .expect: return CommandArguments.Call(id, try expect(definition, rest))
        case .network: return CommandArguments.Call(id, try network(definition, rest))
        default: break
        }
        var arguments = CommandArguments()
        for (argument, word) in try positional(definition, rest) {
            arguments[argument: argument] = try value(of: word, as: argument, in: definition)
        }
        return CommandArguments.Call(id, arguments)
    }

    /// The command names nearest a mistyped one.
    public static func nearestCommands(to name: String) -> [String] {
        NearestMatches.find(name, among: CommandTable.trips.shellNames, limit: 2)
    }

    // MARK: - Words by the table

    /// The word given for each argument the shell takes: the required ones in order, then the optional ones; too few
    /// or too many is an error that shows the usage.
    static func positional(_ definition: CommandDefinition, _ words: [String]) throws(CommandError)
        -> [(CommandArgument, String)]
    {
        let arguments = definition.shellArguments
        let required = arguments.filter { !$0.isOptional }
        if words.count < required.count { throw .missingArgument(definition.id, name: required[words.count].name) }
        if words.count > arguments.count {
            throw .extraArguments(definition.id, extra: Array(words.dropFirst(arguments.count)))
        }
        return Array(zip(required + arguments.filter(\.isOptional), words))
    }

    /// One word read as its argument's kind says, with the value a request or a tool call of the command would hold,
    /// in the range the kind allows (``CommandArguments/Value/fits(_:)``, as the protocol's reader checks it).
    static func value(of word: String, as argument: CommandArgument, in definition: CommandDefinition)
        throws(CommandError) -> CommandArguments.Value
    {
        let value: CommandArguments.Value? =
            switch argument.kind {
            case .element: .element(Locator(identifier: word))
            case .seconds: Double(word).map(CommandArguments.Value.seconds)
            case .duration: milliseconds(word).map(CommandArguments.Value.milliseconds)
            // No shell word is a count or a status today (`network` reads its status by its grammar); they are read
            // here so that a command that takes one needs no parser of its own (WordsByKindTests).
            case .integer, .count: Int(word).map(CommandArguments.Value.integer)
            case .text, .path, .choice, .commandName: .text(word)
            // An MCP tool's own kinds (relaunch's options, a batch's steps): no shell word is one. A test holds every
            // argument the table gives the shell to a kind read here.
            case .flag, .words, .calls: nil
            }
        guard let value, value.fits(argument.kind) else {
            switch argument.kind {
            case .seconds: throw .badSeconds(word, definition.id)
            case .duration: throw .badDuration(word, definition.id)
            default: throw .badWord(word, expected: CommandError.accepted(argument), definition.id)
            }
        }
        if argument.kind == .commandName, CommandTable.trips.command(shellName: word) == nil {
            throw .unknownHelpTopic(word, suggestions: nearestCommands(to: word))
        }
        return value
    }
}
