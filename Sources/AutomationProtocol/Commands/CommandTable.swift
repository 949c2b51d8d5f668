/// The commands one front end knows, in order, looked up by the names each front end gives them: the core's
/// (``core``), or the core's and an app's own together (``init(appCommands:driverCommands:)``), so that an app's declared commands
/// are read, listed and completed as the core's are.
public struct CommandTable: Sendable {
    /// The commands, in the order help and tool lists show them.
    public let commands: [CommandID]
    // Looked up once per name: every line the shell reads and every request the app reads names a command.
    private let byWireName: [String: CommandID]
    private let byShellName: [String: CommandID]
    private let byToolName: [String: CommandID]

    /// A table of these commands; a name declared twice names the first.
    public init(_ commands: [CommandID]) {
        self.commands = commands
        byWireName = Self.index(commands, \.wireName)
        byShellName = Self.index(commands, \.shellName)
        byToolName = Self.index(commands, \.toolName)
    }

    /// The table of an app whose own commands are `own`: the core's commands an app is sent, its own, then the
    /// commands a driver or the shell runs itself, the core's and then `driverCommands` (a driver's own tools), in the
    /// order help and tool lists show them.
    public init(appCommands own: [CommandID], driverCommands: [CommandID] = []) {
        self.init(CommandID.appCommands + own + CommandID.driverCommands + driverCommands)
    }

    /// The core's commands alone.
    public static let core = CommandTable(appCommands: [])

    /// The command a request's `command` field names.
    public func command(wireName: String) -> CommandID? { byWireName[wireName] }
    /// The command a shell line's first word names.
    public func command(shellName: String) -> CommandID? { byShellName[shellName] }
    /// The command an MCP tool's name names.
    public func command(toolName: String) -> CommandID? { byToolName[toolName] }

    /// The request's `command` of every command the app is sent, in order.
    public var wireNames: [String] { commands.compactMap(\.definition.wireName) }
    /// Every word the shell takes as a command, in order.
    public var shellNames: [String] { commands.compactMap(\.definition.shellName) }
    /// Every MCP tool's name, in order.
    public var toolNames: [String] { commands.compactMap(\.definition.toolName) }
    /// The commands the shell offers, in help's order.
    public var shellCommands: [CommandID] { commands.filter { $0.definition.shellName != nil } }

    private static func index(_ commands: [CommandID], _ name: KeyPath<CommandDefinition, String?>)
        -> [String: CommandID]
    {
        Dictionary(commands.compactMap { id in id.definition[keyPath: name].map { ($0, id) } }) { first, _ in first }
    }
}
