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
        /// A whole number (an HTTP status).
        case integer(Int)
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
}
