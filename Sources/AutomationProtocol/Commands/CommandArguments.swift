/// The arguments of one command, by the names its ``CommandDefinition`` gives them, as a front end read them.
public struct CommandArguments: Sendable, Hashable {
    /// One argument's value.
    public enum Value: Sendable, Hashable {
        /// An element, by locator (the wire, a tool) or by identifier alone (the shell).
        case element(Locator)
        /// A text, a city, a path, a command's name or a choice's word.
        case text(String)
        /// A length of time, in whole milliseconds.
        case milliseconds(Int)
        /// A number of seconds.
        case seconds(Double)
        /// A whole number (an HTTP status, a depth).
        case integer(Int)
        /// Yes or no.
        case flag(Bool)
        /// A list of words.
        case words([String])
        /// Commands to run in order.
        case calls([Call])
    }

    /// One command of a ``Value/calls`` list: which, and its arguments.
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

    /// The value of the argument with this name, if it was given.
    public subscript(name: String) -> Value? {
        get { values[name] }
        set { values[name] = newValue }
    }

    /// The element argument's locator, if given.
    public func locator(_ name: String = "element") -> Locator? {
        if case .element(let locator) = values[name] { return locator }
        return nil
    }

    /// A text argument's text, if given.
    public func text(_ name: String) -> String? {
        if case .text(let text) = values[name] { return text }
        return nil
    }

    /// A duration argument's milliseconds, if given.
    public func milliseconds(_ name: String) -> Int? {
        if case .milliseconds(let milliseconds) = values[name] { return milliseconds }
        return nil
    }

    /// A seconds argument's number, if given.
    public func seconds(_ name: String) -> Double? {
        if case .seconds(let seconds) = values[name] { return seconds }
        return nil
    }

    /// A whole-number argument's value, if given.
    public func integer(_ name: String) -> Int? {
        if case .integer(let integer) = values[name] { return integer }
        return nil
    }

    /// A yes-or-no argument's value, if given.
    public func flag(_ name: String) -> Bool? {
        if case .flag(let flag) = values[name] { return flag }
        return nil
    }

    /// A list-of-words argument's words, if given.
    public func words(_ name: String) -> [String]? {
        if case .words(let words) = values[name] { return words }
        return nil
    }

    /// A list-of-commands argument's commands, if given.
    public func calls(_ name: String) -> [Call]? {
        if case .calls(let calls) = values[name] { return calls }
        return nil
    }
}

extension CommandArguments.Value {
    /// Whether the value is one an argument of `kind` holds, in its range (a duration or a timeout at most a day, an
    /// HTTP error status, a count from 1, one of a choice's words): what every front end's reader accepts.
    public func fits(_ kind: CommandArgument.Kind) -> Bool {
        switch (kind, self) {
        case (.element, .element), (.text, .text), (.city, .text), (.path, .text), (.commandName, .text),
            (.flag, .flag), (.words, .words), (.calls, .calls):
            return true
        case (.choice(let words), .text(let word)): return words.contains(word)
        case (.duration, .milliseconds(let milliseconds)): return (0...Request.largestAdvance).contains(milliseconds)
        case (.seconds, .seconds(let seconds)):
            return seconds.isFinite && (0...Request.largestTimeout).contains(seconds)
        case (.httpStatus, .integer(let status)): return (400...599).contains(status)
        case (.count, .integer(let count)): return count >= 1
        default: return false
        }
    }
}
