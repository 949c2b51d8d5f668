import AutomationProtocol

/// Why a line is not a command, in words that say what would be right.
public enum CommandError: Error, Equatable, CustomStringConvertible {
    /// A quote was opened and never closed.
    case unbalancedQuote(Character)
    /// The line ends in a backslash with nothing to escape.
    case danglingBackslash
    /// No command has this name; `suggestions` are the nearest ones.
    case unknownCommand(String, suggestions: [String])
    /// An argument is missing.
    case missingArgument(CommandSpec, name: String)
    /// There are more arguments than the command takes.
    case extraArguments(CommandSpec, extra: [String])
    /// `wait`'s seconds are not a number.
    case badSeconds(String)
    /// `expect ID` was followed by a word that is no check.
    case badCheck(String)
    /// `advance`'s duration is not one.
    case badDuration(String)
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
        case .missingArgument(let spec, let name):
            return "\(spec.name) needs \(name). usage: \(spec.usage)"
        case .extraArguments(let spec, let extra):
            let words = extra.map { "'\(Self.escaped($0))'" }.joined(separator: " ")
            let hint = spec.name == "type" ? " (quote text with spaces)" : ""
            return "\(spec.name) takes no more arguments than that; unexpected \(words)\(hint). usage: \(spec.usage)"
        case .badSeconds(let text):
            return "'\(Self.escaped(text))' is not a number of seconds. usage: wait ID [SECONDS]"
        case .badCheck(let word):
            let nearest = NearestMatches.find(word, among: ElementCheck.words, limit: 2)
            return "'\(Self.escaped(word))' is not something expect checks.\(NearestMatches.didYouMean(nearest)) "
                + "usage: \(CommandSpec.named("expect")?.usage ?? "expect")"
        case .badDuration(let text):
            return
                "'\(Self.escaped(text))' is not a duration from 0 to a day, like 300ms, 2s or 1.5. usage: advance DURATION"
        case .badSnapshotName(let name):
            return
                "'\(Self.escaped(name))' cannot name a snapshot: use letters, digits, '-', '_' and '.', like trip-loaded."
        case .unknownHelpTopic(let name, let suggestions):
            return "no command '\(Self.escaped(name))'.\(NearestMatches.didYouMean(suggestions))"
        }
    }

    // MARK: - Private

    private static func escaped(_ text: String) -> String {
        TextRenderer.quoted(text)
    }
}
