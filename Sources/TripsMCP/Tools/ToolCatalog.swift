import AutomationProtocol
import TripsProtocol

/// The tools the server lists: every command the table gives a tool name, in the table's order.
public enum ToolCatalog {
    /// The commands the server's tools run: the Trips app's, then the server's own.
    public static let table = CommandTable(appCommands: CommandID.tripsCommands, driverCommands: CommandID.driverTools)

    /// Every tool, in order.
    public static let tools: [Tool] = table.commands.compactMap(Tool.init)

    /// The tool with this name, if there is one.
    public static func tool(named name: String) -> Tool? {
        tools.first { $0.name == name }
    }
}
