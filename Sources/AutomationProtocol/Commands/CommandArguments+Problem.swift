extension CommandArguments {
    /// Why arguments do not make a command.
    public struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
        /// The sentence to show.
        public let description: String

        /// A problem in these words.
        public init(_ description: String) { self.description = description }

        /// `command` needs the argument named `name`, as its definition describes it.
        static func missing(_ name: String, of command: CommandID) -> Problem {
            let definition = command.definition
            let what = definition.argument(name)?.summary ?? name
            let field = definition.argument(name)?.wireField ?? name
            return Problem("`\(definition.wireName ?? command.rawValue)` needs `\(field)`: \(what).")
        }
    }
}
