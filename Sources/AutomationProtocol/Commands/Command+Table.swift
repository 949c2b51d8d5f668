/// A protocol ``Command`` as the command table sees it: which entry it is, and its arguments by the entry's names.
extension Command {
    /// The table's entry for this command.
    public var id: CommandID {
        switch self {
        case .snapshot: .snapshot
        case .fullState: .fullState
        case .tap: .tap
        case .type: .type
        case .clear: .clear
        case .replace: .replace
        case .back: .back
        case .advanceClock: .advanceClock
        case .waitForIdle: .waitForIdle
        case .network: .network
        case .requests: .requests
        case .pasteboard: .pasteboard
        }
    }

    /// The command's arguments, by the names its definition gives them.
    public var arguments: CommandArguments {
        var arguments = CommandArguments()
        switch self {
        case .snapshot, .fullState, .back, .waitForIdle, .requests, .pasteboard: break
        case .tap(let locator), .clear(let locator):
            arguments["element"] = .element(locator)
        case .type(let locator, let text), .replace(let locator, let text):
            arguments["element"] = .element(locator)
            arguments["text"] = .text(text)
        case .advanceClock(let milliseconds):
            arguments["duration"] = .milliseconds(milliseconds)
        case .network(let change):
            arguments["condition"] = .text(change.condition.name)
            arguments["city"] = change.city.map(CommandArguments.Value.text)
            switch change.condition {
            case .failing(let status): arguments["status"] = .integer(status)
            case .slow(let milliseconds): arguments["latency"] = .milliseconds(milliseconds)
            case .normal, .offline, .silent: break
            }
        }
        return arguments
    }

    /// The protocol command for a table entry and its arguments, or why there is none: the entry is not sent to the
    /// app, or an argument it needs is missing.
    public init(_ id: CommandID, _ arguments: CommandArguments) throws(CommandArguments.Problem) {
        let name = id.definition.wireName ?? id.rawValue
        func element() throws(CommandArguments.Problem) -> Locator {
            guard let locator = arguments.locator() else { throw .missing("element", of: id) }
            return locator
        }
        func text() throws(CommandArguments.Problem) -> String {
            guard let text = arguments.text("text") else { throw .missing("text", of: id) }
            return text
        }
        switch id {
        case .snapshot: self = .snapshot
        case .fullState: self = .fullState
        case .tap: self = .tap(try element())
        case .type: self = .type(try element(), text: try text())
        case .clear: self = .clear(try element())
        case .replace: self = .replace(try element(), text: try text())
        case .back: self = .back
        case .waitForIdle: self = .waitForIdle
        case .requests: self = .requests
        case .pasteboard: self = .pasteboard
        case .advanceClock:
            guard let milliseconds = arguments.milliseconds("duration") else { throw .missing("duration", of: id) }
            self = .advanceClock(milliseconds: milliseconds)
        case .network:
            let city = arguments.text("city")
            switch arguments.text("condition") {
            case "normal": self = .network(NetworkChange(city: city, condition: .normal))
            case "offline": self = .network(NetworkChange(city: city, condition: .offline))
            case "silent": self = .network(NetworkChange(city: city, condition: .silent))
            case "failing":
                self = .network(
                    NetworkChange(city: city, condition: .failing(status: arguments.integer("status") ?? 500)))
            case "slow":
                guard let milliseconds = arguments.milliseconds("latency") else {
                    throw CommandArguments.Problem(
                        "`\(name)` when `slow` needs `\(Self.field("latency", of: id))`: how long each answer takes.")
                }
                self = .network(NetworkChange(city: city, condition: .slow(milliseconds: milliseconds)))
            default: throw .missing("condition", of: id)
            }
        case .wait, .expect, .record, .help, .quit, .batch, .relaunch, .recordFlow:
            throw CommandArguments.Problem("`\(name)` is the driver's own; the app is never sent it.")
        }
    }
}

extension Command {
    /// The request field of the argument named `name`, or the name itself.
    fileprivate static func field(_ name: String, of id: CommandID) -> String {
        id.definition.argument(name)?.wireField ?? name
    }
}

extension CommandArguments {
    /// Why arguments do not make a command.
    public struct Problem: Error, Sendable, Hashable, CustomStringConvertible {
        /// The sentence to show.
        public let description: String

        /// A problem in these words.
        public init(_ description: String) { self.description = description }

        /// `command` needs the argument named `name`, as its definition describes it.
        static func missing(_ name: String, of command: CommandID) -> Problem {
            let definition = command.definition
            let what = definition.argument(name)?.summary ?? name
            let field = definition.argument(name)?.wireField ?? name
            return Problem("`\(definition.wireName ?? command.rawValue)` needs `\(field)`: \(what).")
        }
    }
}
