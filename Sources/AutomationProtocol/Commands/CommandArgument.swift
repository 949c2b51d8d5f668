/// One argument of a ``CommandDefinition``: what it holds, and how each front end spells it.
///
/// A front end that does not take the argument has `nil` for its spelling: `milliseconds` is a request field, but the
/// shell writes the same value as a `DURATION` word (`300ms`), and an MCP tool names it `milliseconds` again.
public struct CommandArgument: Sendable, Hashable {
    /// What kind of value the argument holds, which decides how it is read, completed and described.
    public enum Kind: Sendable, Hashable {
        /// An element: an identifier in the shell, a locator on the wire, either in an MCP tool. What completes is
        /// the elements of this kind.
        case element(ElementKind)
        /// Any text.
        case text
        /// A length of time: a whole number of milliseconds on the wire, `300ms`, `2s` or `1.5` in the shell.
        case duration
        /// A timeout in seconds, a number from 0 to a day.
        case seconds
        /// One of a few words.
        case choice([String])
        /// A whole number in a range, which an app names for what it means (`a port`): its messages say
        /// `a port from 1024 to 65535`.
        case integer(ClosedRange<Int>, meaning: String)
        /// A file's path.
        case path
        /// A command's name, as the front end spells it.
        case commandName
        /// A whole number from 1 (how many levels of a tree to show).
        case count
        /// Yes or no.
        case flag
        /// A list of words (launch options).
        case words
        /// Commands to run in order, each by its tool name with its own arguments (a batch).
        case calls
    }

    /// Which elements an element argument may name, for completion and for the recorder's query.
    public enum ElementKind: Sendable, Hashable {
        /// Something to tap: an enabled button, cell or text field.
        case tappable
        /// An enabled text field.
        case textField
        /// Any element on screen.
        case any
        /// Any element that can be touched now (the alert's while one is up), or the word `screen`.
        case checkable
    }

    /// The argument's name, as documentation and error messages name it.
    public let name: String
    /// What it holds.
    public let kind: Kind
    /// What it means, in one phrase: help, the protocol document and MCP input schemas show it.
    public let summary: String
    /// Whether a command may go without it.
    public let isOptional: Bool
    /// The request field that carries it (`locator`, `text`), or `nil` when it is not sent to the app.
    public let wireField: String?
    /// The shell's placeholder for it in a usage line (`ID`, `TEXT`), or `nil` when the shell does not take it.
    public let usage: String?
    /// The label the recorded flow's call gives it (`by`, `timeout`), `""` for an unlabelled argument, or `nil` when
    /// the recorded flow does not repeat it.
    public let recordedLabel: String?

    /// Declares an argument.
    public init<Held>(
        _ name: ArgumentName<Held>, _ kind: Kind, _ summary: String, optional: Bool = false, wire: String? = nil,
        usage: String? = nil, recordedLabel: String? = nil
    ) {
        self.name = name.name
        self.kind = kind
        self.summary = summary
        self.isOptional = optional
        self.wireField = wire
        self.usage = usage
        self.recordedLabel = recordedLabel
    }
}
