/// One command, declared once: its names on the wire, in the shell and as an MCP tool, its arguments, its line of
/// help and how a recorded flow repeats it. Every front end reads it from ``CommandID/definition``.
public struct CommandDefinition: Sendable, Hashable {
    /// The command's name in the table (`advanceClock`), which makes it this command and no other.
    public let name: String
    /// A short title in the imperative (`Tap an element`), for tool lists.
    public let title: String
    /// One line of help: what the command does.
    public let summary: String
    /// What the command does as its MCP tool's description says it, naming the tool's arguments where the shell's
    /// line names its own words (`TEXT`, `300ms`); the summary when that reads the same for both.
    public let toolSummary: String
    /// What the app does before it answers the request, as the protocol documents' command tables say it (the one
    /// home of that row's text); `nil` for a command the app is never sent.
    public let wireSummary: String?
    /// The request's `command` (`advanceClock`), or `nil` when the app is never sent it (a wait is the driver's).
    public let wireName: String?
    /// The word typed in the shell (`advance`), or `nil` when the shell does not offer it.
    public let shellName: String?
    /// The MCP tool's name (`advance_clock`), or `nil` when the MCP server does not offer it.
    public let toolName: String?
    /// Its arguments, in the order the shell takes them.
    public let arguments: [CommandArgument]
    /// How a recorded flow repeats it.
    public let recorded: RecordedCall
    /// What its MCP tool answers with.
    public let answer: Answer
    /// The one form of its arguments, or why they make no command of it, when the argument kinds alone do not say
    /// (an argument that goes only with a given word of another); `nil` when they do.
    public let normalized: (@Sendable (CommandArguments) throws(CommandArguments.Problem) -> CommandArguments)?

    /// What an MCP tool's answer holds after the tool's own text.
    public enum Answer: Sendable, Hashable {
        /// The screen: what changed since the client was last shown it, or the whole screen.
        case screen
        /// Only the tool's own text (a list, a value read, a flow): it changes nothing on screen.
        case text
    }

    /// Declares the command named `name`.
    public init(
        _ name: String, title: String, summary: String, toolSummary: String? = nil, wire: String? = nil,
        wireSummary: String? = nil, shell: String? = nil, tool: String? = nil, arguments: [CommandArgument] = [],
        recorded: RecordedCall,
        answer: Answer = .screen,
        normalized: (@Sendable (CommandArguments) throws(CommandArguments.Problem) -> CommandArguments)? = nil
    ) {
        self.name = name
        self.title = title
        self.summary = summary
        self.toolSummary = toolSummary ?? summary
        self.wireName = wire
        self.wireSummary = wireSummary
        self.shellName = shell
        self.toolName = tool
        self.arguments = arguments
        self.recorded = recorded
        self.answer = answer
        self.normalized = normalized
    }

    /// Definitions are the same when they declare the same command.
    public static func == (lhs: CommandDefinition, rhs: CommandDefinition) -> Bool { lhs.name == rhs.name }

    /// Hashes the command's name.
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// Which command this is.
    public var id: CommandID { CommandID(self) }

    /// The arguments the shell takes, in order.
    public var shellArguments: [CommandArgument] { arguments.filter { $0.usage != nil } }

    /// The arguments a request carries, in order; none for a command the app is never sent.
    public var wireArguments: [CommandArgument] {
        wireName == nil ? [] : arguments.filter { $0.wireField != nil }
    }

    /// The argument with this name, if the command has it.
    public func argument<Held>(_ name: ArgumentName<Held>) -> CommandArgument? {
        arguments.first { $0.name == name.name }
    }

    /// `name ARGUMENTS`, as the shell's usage line and `help` show it: `wait ID [SECONDS]`.
    public var shellUsage: String {
        let words = [shellName ?? name] + shellArguments.compactMap(\.usage)
        return words.joined(separator: " ")
    }
}

/// How a recorded flow repeats a command: the runner's call it becomes.
public indirect enum RecordedCall: Sendable, Hashable {
    /// `try await app.<query>["ID"].<method>(…)`, on the element the command names, with these literal arguments
    /// after the command's own (`waitForEnabled(false)`).
    case onElement(String, extra: [String] = [])
    /// `try await app.<method>(…)`: `back`, `clock.advance`.
    case onApplication(String)
    /// The app launched again on its data: `try await app.relaunch()`; when the step carries launch options in the
    /// argument `options` names (they changed), the flow's own relaunch with those a flow repeats, which keeps its
    /// data directory.
    case relaunch(options: ArgumentName<[String]>)
    /// A call that depends on the word of a choice argument: each word its own call.
    case byChoice(argument: ArgumentName<String>, [String: RecordedCall])
    /// Not repeated in a flow, and why.
    case notRecorded(String)
}
