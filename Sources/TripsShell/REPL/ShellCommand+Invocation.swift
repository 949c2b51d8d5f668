import AutomationProtocol

extension ShellCommand {
    /// The command table's entry for this command and its arguments by the entry's names, as the recorder keeps them.
    /// A `wait` for the default time carries no timeout, so that its flow waits as long as the runner does.
    var invocation: (id: CommandID, arguments: CommandArguments) {
        var arguments = CommandArguments()
        func on(_ identifier: String) { arguments["element"] = .element(Locator(identifier: identifier)) }
        switch self {
        case .tap(let identifier):
            on(identifier)
            return (.tap, arguments)
        case .type(let identifier, let text):
            on(identifier)
            arguments["text"] = .text(text)
            return (.type, arguments)
        case .clear(let identifier):
            on(identifier)
            return (.clear, arguments)
        case .replace(let identifier, let text):
            on(identifier)
            arguments["text"] = .text(text)
            return (.replace, arguments)
        case .network(let change):
            return (.network, Command.network(change).arguments)
        case .requests:
            return (.requests, arguments)
        case .pasteboard:
            return (.pasteboard, arguments)
        case .back:
            return (.back, arguments)
        case .show:
            return (.snapshot, arguments)
        case .wait(let identifier, let seconds):
            on(identifier)
            if seconds != Self.defaultWaitSeconds { arguments["timeout"] = .seconds(seconds) }
            return (.wait, arguments)
        case .expect(let identifier, let check):
            on(identifier)
            switch check {
            case .shown: arguments["check"] = .text("shown")
            case .label(let label):
                arguments["check"] = .text("label")
                arguments["expected"] = .text(label)
            case .value(let value):
                arguments["check"] = .text("value")
                arguments["expected"] = .text(value)
            case .gone: arguments["check"] = .text("gone")
            case .enabled: arguments["check"] = .text("enabled")
            case .disabled: arguments["check"] = .text("disabled")
            }
            return (.expect, arguments)
        case .expectScreen(let name):
            arguments["check"] = .text("screen")
            arguments["snapshot"] = .text(name)
            return (.expect, arguments)
        case .advance(let duration):
            let (seconds, attoseconds) = duration.components
            arguments["duration"] = .milliseconds(Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000))
            return (.advanceClock, arguments)
        case .record(let path):
            arguments["path"] = path.map(CommandArguments.Value.text)
            return (.record, arguments)
        case .help(let topic):
            arguments["command"] = topic.map(CommandArguments.Value.text)
            return (.help, arguments)
        case .quit:
            return (.quit, arguments)
        }
    }
}
