import AutomationProtocol

/// Launch arguments read into the options they give, as the launch-option table declares them: the one reader of a
/// command line, used by the shell's parser and by a recorded flow's launch.
public struct LaunchArguments: Sendable, Hashable {
    /// One option as given: which it is, its value, and the words it was given as (`--now`, `2026-03-01T12:00:00Z`).
    public struct Given: Sendable, Hashable {
        /// The option.
        public let id: LaunchOptionID
        /// Its value, for an option that takes one.
        public let value: String?
        /// The words that gave it, as they were.
        public let words: [String]
    }

    /// Why arguments do not read as options.
    public enum Problem: Error, Sendable, Hashable {
        /// No option has this name; the nearest names.
        case unknown(String, suggestions: [String])
        /// The option takes a value and none followed.
        case missingValue(LaunchOptionID)
        /// A flag was given a value (`--stubbed=yes`).
        case unexpectedValue(LaunchOptionID)
    }

    /// The options, in the order given.
    public let given: [Given]

    /// Reads `arguments` (without the program's name): `--name value`, `--name=value`, or a flag.
    public init(_ arguments: [String]) throws(Problem) {
        var given: [Given] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (name, inline) = Self.split(argument)
            guard let id = LaunchOptionID(name: name) else {
                let names = LaunchOptionID.definitions.flatMap(\.names)
                throw .unknown(argument, suggestions: NearestMatches.find(name, among: names, limit: 2))
            }
            var words = [argument]
            var value: String?
            if id.definition.valueName != nil {
                if let inline {
                    value = inline
                } else if let next = remaining.popFirst() {
                    value = next
                    words.append(next)
                } else {
                    throw .missingValue(id)
                }
            } else if inline != nil {
                throw .unexpectedValue(id)
            }
            given.append(Given(id: id, value: value, words: words))
        }
        self.given = given
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }
}
