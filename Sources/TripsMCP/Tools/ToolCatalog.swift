import AutomationProtocol

/// The tools the server lists for one app: every command of its table with a tool name (the core's commands, the
/// app's own, then the server's), in the table's order.
public struct ToolCatalog: Sendable {
    /// The commands the server's tools run.
    public let table: CommandTable
    /// Every tool, in order.
    public let tools: [Tool]

    /// The tools for an app whose own commands are `appCommands`.
    public init(appCommands: [CommandID]) {
        table = CommandTable(appCommands: appCommands, driverCommands: CommandID.driverTools)
        tools = table.commands.compactMap(Tool.init)
    }

    /// The tool with this name, if there is one.
    public func tool(named name: String) -> Tool? {
        tools.first { $0.name == name }
    }
}
