import AutomationProtocol
import Testing

/// A call of the command table written out by hand, so that a test states what a line must read to.
enum CommandCall {
    /// Command `id` with these arguments, by the names its definition gives them (``element(_:)`` for an element);
    /// a name the definition does not declare is a test's mistake, recorded as an issue.
    static func make(_ id: CommandID, _ values: [String: CommandArguments.Value] = [:]) -> CommandArguments.Call {
        var arguments = CommandArguments()
        for (name, value) in values {
            guard let argument = id.definition.arguments.first(where: { $0.name == name }) else {
                Issue.record("`\(id)` declares no argument `\(name)`")
                continue
            }
            arguments[argument: argument] = value
        }
        return CommandArguments.Call(id, arguments)
    }

    /// The element argument naming `identifier`.
    static func element(_ identifier: String) -> CommandArguments.Value {
        .element(Locator(identifier: identifier))
    }
}
