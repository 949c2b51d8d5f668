extension CommandArguments {
    /// Why arguments do not make a command.
    public struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
        /// The sentence to show.
        public let description: String

        /// A problem in these words.
        public init(_ description: String) { self.description = description }

        /// `command` needs the argument named `name`, as its definition describes it.
        public static func missing<Held>(_ name: ArgumentName<Held>, of command: CommandID) -> Problem {
            let definition = command.definition
            let what = definition.argument(name)?.summary ?? name.name
            let field = definition.argument(name)?.wireField ?? name.name
            return Problem("`\(definition.wireName ?? command.rawValue)` needs `\(field)`: \(what).")
        }

        /// `command` needs this argument, as its definition describes it.
        public static func missing(_ argument: CommandArgument, of command: CommandID) -> Problem {
            let definition = command.definition
            let what = argument.summary
            let field = argument.wireField ?? argument.name
            return Problem("`\(definition.wireName ?? command.rawValue)` needs `\(field)`: \(what).")
        }
    }
}
