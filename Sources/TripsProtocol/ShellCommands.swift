import AutomationProtocol

extension CommandID {
    /// `trips-shell`'s own commands, which no app is sent and no MCP tool offers, in the order help lists them.
    public static let shellCommands: [CommandID] = [.record, .help, .quit]

    /// Record the session as a flow.
    public static let record = CommandID(
        CommandDefinition(
            "record", title: "Record the session as a flow",
            summary: "start recording the session as a flow into PATH.swift; with no PATH, stop and write it",
            shell: "record",
            arguments: [
                CommandArgument(
                    .path, .path, "the new .swift file to write", optional: true, usage: "[PATH.swift]")
            ],
            recorded: .notRecorded("it starts or stops the recording")))

    /// Explain the commands.
    public static let help = CommandID(
        CommandDefinition(
            "help", title: "Explain the commands", summary: "list the commands, or explain one", shell: "help",
            arguments: [
                CommandArgument(
                    .command, .commandName, "the command to explain", optional: true, usage: "[COMMAND]")
            ],
            recorded: .notRecorded("it only explains")))

    /// Leave the shell.
    public static let quit = CommandID(
        CommandDefinition(
            "quit", title: "Leave the shell", summary: "leave the shell (also: Ctrl-D)", shell: "quit",
            recorded: .notRecorded("it ends the session")))
}
