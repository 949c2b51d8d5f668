import AutomationProtocol

/// A call of the command table written out by hand, so that a test states what a line must read to.
enum CommandCall {
    /// Command `id` with these arguments; an element given as `"trip.seattle"` is that identifier's locator.
    static func make(_ id: CommandID, _ values: [String: CommandArguments.Value] = [:]) -> CommandArguments.Call {
        var arguments = CommandArguments()
        for (name, value) in values { arguments[name] = value }
        return CommandArguments.Call(id, arguments)
    }

    /// The element argument naming `identifier`.
    static func element(_ identifier: String) -> CommandArguments.Value {
        .element(Locator(identifier: identifier))
    }
}
