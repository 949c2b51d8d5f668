/// Splits a command line into words the way a shell does, without expansions.
///
/// Words are separated by spaces or tabs. Double or single quotes group a word with spaces (`"New York"`); a
/// backslash escapes the next character, outside quotes and inside double quotes, and `\n` and `\t` stand for a newline
/// and a tab. Inside single quotes every character is literal.
public enum Tokenizer {
    /// The words of `line`; an unclosed quote or a final lone backslash is a ``CommandError``.
    public static func words(_ line: String) throws(CommandError) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quote: Character?
        var characters = line.makeIterator()
        while let character = characters.next() {
            switch (quote, character) {
            case ("'", "'"), ("\"", "\""):
                quote = nil
            case ("'", _):
                current.append(character)
            case (_, "\\"):
                guard let escaped = characters.next() else { throw .danglingBackslash }
                current.append(unescape(escaped))
                inWord = true
            case (nil, "\""), (nil, "'"):
                quote = character
                inWord = true
            case (nil, " "), (nil, "\t"):
                if inWord { words.append(current) }
                current = ""
                inWord = false
            default:
                current.append(character)
                inWord = true
            }
        }
        if let quote { throw .unbalancedQuote(quote) }
        if inWord { words.append(current) }
        return words
    }

    // MARK: - Private

    private static func unescape(_ character: Character) -> Character {
        switch character {
        case "n": "\n"
        case "t": "\t"
        default: character
        }
    }
}
