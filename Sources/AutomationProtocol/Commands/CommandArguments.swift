/// The arguments of one command, by the names its ``CommandDefinition`` gives them, as a front end read them.
public struct CommandArguments: Sendable, Hashable {
    /// One argument's value.
    public enum Value: Sendable, Hashable {
        /// An element, by locator (the wire, a tool) or by identifier alone (the shell).
        case element(Locator)
        /// A text, a path, a command's name or a choice's word.
        case text(String)
        /// A length of time, in whole milliseconds.
        case milliseconds(Int)
        /// A number of seconds.
        case seconds(Double)
        /// A whole number (a number in a range, a depth).
        case integer(Int)
        /// Yes or no.
        case flag(Bool)
        /// A list of words.
        case words([String])
        /// Commands to run in order.
        case calls([Call])
    }

    /// One command of a ``Value/calls(_:)`` list: which, and its arguments.
    public struct Call: Sendable, Hashable {
        /// The command.
        public var id: CommandID
        /// Its arguments.
        public var arguments: CommandArguments

        /// A command with these arguments.
        public init(_ id: CommandID, _ arguments: CommandArguments) {
            self.id = id
            self.arguments = arguments
        }
    }

    /// The values, by argument name.
    public private(set) var values: [String: Value] = [:]

    /// No arguments.
    public init() {}

    /// The value of the argument this declaration names, if it was given: how the table's readers and writers, which
    /// go through every argument a command declares, keep each one.
    public subscript(argument argument: CommandArgument) -> Value? {
        get { values[argument.name] }
        set { values[argument.name] = newValue }
    }

    /// The value of the argument with this name, if it was given and holds a value of its type.
    public subscript<Held>(_ name: ArgumentName<Held>) -> Held? {
        get { values[name.name].flatMap(Held.init(argument:)) }
        set { values[name.name] = newValue?.argument }
    }

    /// Only the arguments among `declared`: a tool call's arguments without the tool's own (`show`), as the app is
    /// sent them.
    public func keeping(_ declared: [CommandArgument]) -> CommandArguments {
        var kept = CommandArguments()
        for argument in declared { kept[argument: argument] = self[argument: argument] }
        return kept
    }

    /// Whether the argument with this name was given.
    public func has<Held>(_ name: ArgumentName<Held>) -> Bool {
        values[name.name] != nil
    }
}

extension CommandArguments.Value {
    /// Whether the value is one an argument of `kind` holds, in its range (a duration or a timeout at most a day, a
    /// whole number in its kind's range, a count from 1, one of a choice's words): what every front end's reader
    /// accepts.
    public func fits(_ kind: CommandArgument.Kind) -> Bool {
        switch (kind, self) {
        case (.element, .element), (.text, .text), (.path, .text), (.commandName, .text),
            (.flag, .flag), (.words, .words), (.calls, .calls):
            return true
        case (.choice(let words), .text(let word)): return words.contains(word)
        case (.duration, .milliseconds(let milliseconds)): return (0...Request.largestAdvance).contains(milliseconds)
        case (.seconds, .seconds(let seconds)):
            return seconds.isFinite && (0...Request.largestTimeout).contains(seconds)
        case (.integer(let range, _), .integer(let number)): return range.contains(number)
        case (.count, .integer(let count)): return count >= 1
        default: return false
        }
    }
}
