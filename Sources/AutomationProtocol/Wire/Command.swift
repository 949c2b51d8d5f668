/// What the app can be asked: one case per command of the table the app is sent (``CommandID``), each carrying its
/// arguments as typed values. A shell line, a request and a tool call are read into it through the table
/// (``init(_:_:)``); the app's one dispatcher switches on it; the runner and the MCP server build it. A command only a
/// driver runs (a wait, a batch, a relaunch) is no case of it, so the app can never be sent one. A command an app
/// declares for itself (a ``CommandID`` not among ``CommandID/appCommands``) is ``declared(_:_:)``: its arguments by its
/// declaration, read and written by the same table.
public enum Command: Sendable, Hashable {
    /// Answer with the current state and do nothing.
    case snapshot
    /// Answer with the whole current state, its whole screen included, whatever the driver was sent before: how a
    /// driver that cannot apply a change resynchronises (protocol version 3).
    case fullState
    /// Tap the element the locator means.
    case tap(Locator)
    /// Type text at the end of the text field the locator means.
    case type(Locator, text: String)
    /// Empty the text field the locator means.
    case clear(Locator)
    /// Replace the whole text of the text field the locator means (protocol version 2).
    case replace(Locator, text: String)
    /// Go back one screen, or dismiss the alert.
    case back
    /// Move the driver's clock forward; only when the app was launched with the driver's clock.
    case advanceClock(milliseconds: Int)
    /// Answer once the app is idle or waits only on a clock.
    case waitForIdle
    /// A command the app declares for itself, with its arguments by the names its declaration gives them.
    case declared(CommandID, CommandArguments)

    /// The command of table entry `id` with these arguments, or why there is none: the entry is not sent to the app,
    /// an argument it needs is missing, or one is not of its kind or not the entry's. An app's own command is kept in
    /// the one form its declaration gives (``CommandDefinition/normalized``).
    public init(_ id: CommandID, _ arguments: CommandArguments) throws(CommandArguments.Problem) {
        try Self.check(id, arguments)
        switch id {
        case .snapshot: self = .snapshot
        case .fullState: self = .fullState
        case .tap: self = .tap(try Self.element(of: id, arguments))
        case .type: self = .type(try Self.element(of: id, arguments), text: arguments[.text] ?? "")
        case .clear: self = .clear(try Self.element(of: id, arguments))
        case .replace: self = .replace(try Self.element(of: id, arguments), text: arguments[.text] ?? "")
        case .back: self = .back
        case .advanceClock: self = .advanceClock(milliseconds: arguments[.duration]?.wholeMilliseconds ?? 0)
        case .waitForIdle: self = .waitForIdle
        default: self = .declared(id, try id.definition.normalized?(arguments) ?? arguments)
        }
    }

    /// Which entry of the table the command is.
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
        case .declared(let id, _): id
        }
    }

    /// The command's arguments, by the names its definition gives them: what the table's writers write.
    public var arguments: CommandArguments {
        var arguments = CommandArguments()
        switch self {
        case .snapshot, .fullState, .back, .waitForIdle: break
        case .tap(let locator), .clear(let locator): arguments[.element] = locator
        case .type(let locator, let text), .replace(let locator, let text):
            arguments[.element] = locator
            arguments[.text] = text
        case .advanceClock(let milliseconds): arguments[.duration] = .milliseconds(milliseconds)
        case .declared(_, let given): arguments = given
        }
        return arguments
    }

    /// The locator the command acts on, if any.
    public var locator: Locator? { arguments[.element] }

    /// The same command on another element; a command that acts on none is unchanged.
    public func on(_ locator: Locator) -> Command {
        var arguments = self.arguments
        guard arguments.has(.element) else { return self }
        arguments[.element] = locator
        return (try? Command(id, arguments)) ?? self
    }

    /// The command's wire name, from the command table.
    public var name: String { id.definition.wireName ?? id.rawValue }

    // MARK: - Conveniences for a Swift driver

    /// Tap the element with this identifier.
    public static func tap(identifier: String) -> Command { .tap(Locator(identifier: identifier)) }
    /// Type text at the end of the text field with this identifier.
    public static func type(identifier: String, text: String) -> Command {
        .type(Locator(identifier: identifier), text: text)
    }
    /// Empty the text field with this identifier.
    public static func clear(identifier: String) -> Command { .clear(Locator(identifier: identifier)) }

    // MARK: - Private

    /// Refuses an entry the app is never sent, a missing argument, and one not of its kind or not the entry's.
    private static func check(_ id: CommandID, _ arguments: CommandArguments) throws(CommandArguments.Problem) {
        let definition = id.definition
        guard let name = definition.wireName else {
            throw CommandArguments.Problem("`\(id.rawValue)` is the driver's own; the app is never sent it.")
        }
        for argument in definition.wireArguments where !argument.isOptional && arguments[argument: argument] == nil {
            throw .missing(argument, of: id)
        }
        for (given, value) in arguments.values.sorted(by: { $0.key < $1.key }) {
            guard let argument = definition.wireArguments.first(where: { $0.name == given }) else {
                throw CommandArguments.Problem("`\(name)` takes no argument `\(given)`.")
            }
            guard value.fits(argument.kind) else {
                throw CommandArguments.Problem(
                    "`\(name)`'s `\(argument.wireField ?? given)` must be \(Request.accepted(argument)).")
            }
        }
    }

    private static func element(of id: CommandID, _ arguments: CommandArguments) throws(CommandArguments.Problem)
        -> Locator
    {
        guard let locator = arguments[.element] else { throw .missing(.element, of: id) }
        return locator
    }
}
