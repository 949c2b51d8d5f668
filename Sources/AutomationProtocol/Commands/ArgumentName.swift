/// The name of one command argument, typed by the value it holds: `arguments[.text]` is a `String?`, and a name that
/// is misspelled or read as the wrong kind does not compile. The core's arguments are named here, once each; an
/// argument of one command alone may be named beside that command's declaration instead, as an app names the
/// arguments of its own commands and a driver those of its own tools.
public struct ArgumentName<Value: ArgumentValue>: Sendable, Hashable {
    /// The name documentation, error messages and a tool's properties use.
    public let name: String

    /// A name for an argument that holds a `Value`.
    public init(_ name: String) {
        self.name = name
    }
}

/// A value an argument can hold, and how it is kept among a command's ``CommandArguments``.
public protocol ArgumentValue: Sendable {
    /// The value a ``CommandArguments/Value`` holds, if it holds one of this type.
    init?(argument: CommandArguments.Value)
    /// The value as ``CommandArguments`` keeps it.
    var argument: CommandArguments.Value { get }
}

// MARK: - The arguments the table declares

extension ArgumentName where Value == Locator {
    /// The element a command acts on or checks.
    public static let element = Self("element")
}

extension ArgumentName where Value == String {
    /// The text to type, or to compare a label or value with.
    public static let text = Self("text")
    /// What a wait waits for, or another condition an app's command names: a choice's word.
    public static let condition = Self("condition")
    /// How a label or value compares: `equals`, `contains`, `matches`.
    public static let match = Self("match")
    /// What `expect` checks: a choice's word.
    public static let check = Self("check")
    /// The text `expect` compares a label or value with.
    public static let expected = Self("expected")
    /// A screen snapshot's name.
    public static let snapshot = Self("snapshot")
    /// A file's path.
    public static let path = Self("path")
    /// A command's name, as the shell spells it.
    public static let command = Self("command")
    /// The identifier whose subtree a snapshot shows.
    public static let within = Self("within")
    /// The text a snapshot's lines must contain.
    public static let find = Self("find")
    /// What a tool's answer shows: `changes` or `screen`.
    public static let show = Self("show")
}

extension ArgumentName where Value == Duration {
    /// How long to let pass on the app's clock.
    public static let duration = Self("duration")
}

extension ArgumentName where Value == Double {
    /// How many seconds a wait waits at most.
    public static let timeout = Self("timeout")
}

extension ArgumentName where Value == Int {
    /// How many levels of a tree to show.
    public static let depth = Self("depth")
}

// MARK: - Values

extension Locator: ArgumentValue {
    /// The locator an element argument holds.
    public init?(argument: CommandArguments.Value) {
        guard case .element(let locator) = argument else { return nil }
        self = locator
    }
    /// The locator as an element argument.
    public var argument: CommandArguments.Value { .element(self) }
}

extension String: ArgumentValue {
    /// The text a text argument holds.
    public init?(argument: CommandArguments.Value) {
        guard case .text(let text) = argument else { return nil }
        self = text
    }
    /// The text as a text argument.
    public var argument: CommandArguments.Value { .text(self) }
}

extension Duration: ArgumentValue {
    /// The length of time a duration argument holds, in whole milliseconds.
    public init?(argument: CommandArguments.Value) {
        guard case .milliseconds(let milliseconds) = argument else { return nil }
        self = .milliseconds(milliseconds)
    }
    /// The duration as a duration argument, in whole milliseconds (rounded down).
    public var argument: CommandArguments.Value { .milliseconds(wholeMilliseconds) }

    /// The duration in whole milliseconds, rounded down: what the wire carries.
    public var wholeMilliseconds: Int {
        Int(components.seconds * 1000 + components.attoseconds / 1_000_000_000_000_000)
    }
}

extension Double: ArgumentValue {
    /// The number of seconds a seconds argument holds.
    public init?(argument: CommandArguments.Value) {
        guard case .seconds(let seconds) = argument else { return nil }
        self = seconds
    }
    /// The number as a seconds argument.
    public var argument: CommandArguments.Value { .seconds(self) }
}

extension Int: ArgumentValue {
    /// The whole number an integer argument holds.
    public init?(argument: CommandArguments.Value) {
        guard case .integer(let integer) = argument else { return nil }
        self = integer
    }
    /// The number as an integer argument.
    public var argument: CommandArguments.Value { .integer(self) }
}

extension Bool: ArgumentValue {
    /// The answer a yes-or-no argument holds.
    public init?(argument: CommandArguments.Value) {
        guard case .flag(let flag) = argument else { return nil }
        self = flag
    }
    /// The answer as a yes-or-no argument.
    public var argument: CommandArguments.Value { .flag(self) }
}

extension Array: ArgumentValue where Element: ArgumentListItem {
    /// The list a list argument holds.
    public init?(argument: CommandArguments.Value) {
        guard let list = Element.list(in: argument) else { return nil }
        self = list
    }
    /// The list as a list argument.
    public var argument: CommandArguments.Value { Element.argument(of: self) }
}

/// What a list argument can hold: words, or commands.
public protocol ArgumentListItem: Sendable {
    /// The list a value holds, if it holds a list of these.
    static func list(in value: CommandArguments.Value) -> [Self]?
    /// The list as an argument's value.
    static func argument(of list: [Self]) -> CommandArguments.Value
}

extension String: ArgumentListItem {
    /// The words a list-of-words argument holds.
    public static func list(in value: CommandArguments.Value) -> [String]? {
        guard case .words(let words) = value else { return nil }
        return words
    }
    /// The words as a list-of-words argument.
    public static func argument(of list: [String]) -> CommandArguments.Value { .words(list) }
}

extension CommandArguments.Call: ArgumentListItem {
    /// The commands a list-of-commands argument holds.
    public static func list(in value: CommandArguments.Value) -> [Self]? {
        guard case .calls(let calls) = value else { return nil }
        return calls
    }
    /// The commands as a list-of-commands argument.
    public static func argument(of list: [Self]) -> CommandArguments.Value { .calls(list) }
}
