import AutomationProtocol

/// Why a line is not a command, in words that say what would be right.
public enum CommandError: Error, Equatable, CustomStringConvertible {
    /// A quote was opened and never closed.
    case unbalancedQuote(Character)
    /// The line ends in a backslash with nothing to escape.
    case danglingBackslash
    /// No command has this name; `suggestions` are the nearest ones.
    case unknownCommand(String, suggestions: [String])
    /// The argument with this name (as the command table names it) is missing.
    case missingArgument(CommandID, name: String)
    /// `expect ID label` or `value` without the text.
    case missingText(CommandID, after: String)
    /// There are more arguments than the command takes.
    case extraArguments(CommandID, extra: [String])
    /// A number of seconds (`wait`'s timeout) is not one from 0 to a day.
    case badSeconds(String, CommandID)
    /// `expect ID` was followed by a word that is no check.
    case badCheck(String)
    /// A duration (`advance`'s) is not one from 0 to a day.
    case badDuration(String, CommandID)
    /// A word is not what its argument takes (one of a few words, a number in a range), as `expected` says.
    case badWord(String, expected: String, CommandID)
    /// `network`'s condition is not one.
    case badCondition(String)
    /// A snapshot name that cannot name a file.
    case badSnapshotName(String)
    /// `help` was asked about something that is not a command.
    case unknownHelpTopic(String, suggestions: [String])

    /// The sentence the shell prints after `error: `; user input is shown escaped.
    public var description: String {
        switch self {
        case .unbalancedQuote(let quote):
            return "unbalanced quote: a \(quote) is never closed; close it, or escape it as \\\(quote)."
        case .danglingBackslash:
            return "the line ends in a backslash with nothing after it to escape."
        case .unknownCommand(let name, let suggestions):
            return
                "unknown command '\(Self.escaped(name))'.\(NearestMatches.didYouMean(suggestions)) Type 'help' for the commands."
        case .missingArgument(let id, let name):
            let definition = id.definition
            return
                "\(Self.name(definition)) needs \(Self.phrase(name, of: definition)). usage: \(definition.shellUsage)"
        case .missingText(let id, let word):
            let definition = id.definition
            return "\(Self.name(definition)) needs TEXT after \(word). usage: \(definition.shellUsage)"
        case .extraArguments(let id, let extra):
            let definition = id.definition
            let words = extra.map { "'\(Self.escaped($0))'" }.joined(separator: " ")
            let takesText = definition.shellArguments.contains { $0.kind == .text }
            let hint = takesText ? " (quote text with spaces)" : ""
            return "\(Self.name(definition)) takes no more arguments than that; unexpected \(words)\(hint). "
                + "usage: \(definition.shellUsage)"
        case .badSeconds(let text, let id):
            return "'\(Self.escaped(text))' is not a number of seconds. usage: \(id.definition.shellUsage)"
        case .badCheck(let word):
            let nearest = NearestMatches.find(word, among: ElementCheck.words, limit: 2)
            return "'\(Self.escaped(word))' is not something expect checks.\(NearestMatches.didYouMean(nearest)) "
                + "usage: \(CommandID.expect.definition.shellUsage)"
        case .badDuration(let text, let id):
            return "'\(Self.escaped(text))' is not a duration from 0 to a day, like 300ms, 2s or 1.5. "
                + "usage: \(id.definition.shellUsage)"
        case .badWord(let text, let expected, let id):
            return "'\(Self.escaped(text))' is not \(expected). usage: \(id.definition.shellUsage)"
        case .badCondition(let text):
            return "'\(Self.escaped(text))' is not a network condition: offline, failing, failing=STATUS (400 to 599), "
                + "slow=DURATION, silent or normal. usage: \(CommandID.network.definition.shellUsage)"
        case .badSnapshotName(let name):
            return
                "'\(Self.escaped(name))' cannot name a snapshot: use letters, digits, '-', '_' and '.', like trip-loaded."
        case .unknownHelpTopic(let name, let suggestions):
            return "no command '\(Self.escaped(name))'.\(NearestMatches.didYouMean(suggestions))"
        }
    }

    // MARK: - Private

    private static func name(_ definition: CommandDefinition) -> String {
        definition.shellName ?? definition.id.rawValue
    }

    /// How an error names a missing argument: by its placeholder, `an ID`, `a DURATION`, `TEXT`.
    private static func phrase(_ name: String, of definition: CommandDefinition) -> String {
        if definition.id == .expect, name == ArgumentName.snapshot.name { return "a snapshot NAME after screen" }
        guard let argument = definition.arguments.first(where: { $0.name == name }), let usage = argument.usage else {
            return name
        }
        let word = usage.filter { $0 != "[" && $0 != "]" }
        if argument.kind == .text { return word }
        return ("AEIOU".contains(word.first ?? "X") ? "an " : "a ") + word
    }

    /// What an argument of this kind takes, for a word that is not it: the protocol's phrase for a number, the words
    /// of a choice, and for an MCP tool's own kinds that the shell has no word for them.
    static func accepted(_ argument: CommandArgument) -> String {
        switch argument.kind {
        case .choice(let words): "one of \(words.joined(separator: ", "))"
        case .flag, .words, .calls: "a word the shell reads: `\(argument.name)` is an MCP tool's argument"
        default: Request.accepted(argument)
        }
    }

    private static func escaped(_ text: String) -> String {
        TextRenderer.quoted(text)
    }
}
