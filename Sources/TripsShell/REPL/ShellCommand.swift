import AutomationProtocol
import TripsProtocol

/// What a shell line asks, typed: a command for the app, which the app's one dispatcher performs as it does a
/// request's, or one of the shell's own (a wait, a check, recording, help).
enum ShellCommand: Equatable {
    /// A command the app performs (`tap`, `network`, `show`).
    case app(Command)
    /// `wait ID [SECONDS]`.
    case wait(identifier: String, seconds: Double)
    /// `expect ID …`: a check of one element, now.
    case expect(ElementCheck, identifier: String)
    /// `expect screen NAME`: the screen against a snapshot file.
    case expectScreen(String)
    /// `record [PATH]`: start recording into PATH, or stop and write.
    case record(path: String?)
    /// `help [COMMAND]`.
    case help(CommandDefinition?)
    /// `quit`.
    case quit

    /// The command a parsed line's call of the table says. The parser reads only the shell's words, so a call of an
    /// entry the shell does not offer reaches ``Command/init(_:_:)``, which refuses it.
    init(_ call: CommandArguments.Call) throws {
        let arguments = call.arguments
        switch call.id {
        case .wait:
            self = .wait(
                identifier: arguments[.element]?.identifier ?? "",
                seconds: arguments[.timeout] ?? CommandParser.defaultWaitSeconds)
        case .expect:
            if let name = arguments[.snapshot] {
                self = .expectScreen(name)
                return
            }
            guard let identifier = arguments[.element]?.identifier, let check = ElementCheck(arguments) else {
                throw CommandArguments.Problem(
                    "expect needs an element and a check. usage: \(CommandID.expect.definition.shellUsage)")
            }
            self = .expect(check, identifier: identifier)
        case .record: self = .record(path: arguments[.path])
        case .help: self = .help(arguments[.command].flatMap(CommandTable.trips.command(shellName:))?.definition)
        case .quit: self = .quit
        default: self = .app(try Command(call.id, arguments))
        }
    }
}
