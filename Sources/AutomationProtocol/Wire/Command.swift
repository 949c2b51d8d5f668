/// What a ``Request`` asks the app to do: one of the command table's wire commands (``CommandID``) and its arguments
/// by the names its definition gives them. There is no second list of commands to keep in step with the table: the
/// constructors below are conveniences for drivers written in Swift, and the app's endpoint switches on ``id``.
public struct Command: Sendable, Hashable {
    /// Which command of the table.
    public let id: CommandID
    /// Its arguments, by the names its definition gives them.
    public let arguments: CommandArguments

    /// The command for a table entry and its arguments, or why there is none: the entry is not sent to the app, an
    /// argument it needs is missing, or one is not of its kind or not the entry's. A `network` change is kept in one
    /// form (a `failing` without a status is 500).
    public init(_ id: CommandID, _ arguments: CommandArguments) throws(CommandArguments.Problem) {
        let definition = id.definition
        guard let name = definition.wireName else {
            throw CommandArguments.Problem("`\(id.rawValue)` is the driver's own; the app is never sent it.")
        }
        for argument in definition.wireArguments where !argument.isOptional && arguments[argument.name] == nil {
            throw .missing(argument.name, of: id)
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
        if id == .network {
            self = .network(try NetworkChange(arguments))
            return
        }
        self.init(checked: id, arguments)
    }

    /// A command made by one of the constructors below, whose arguments are what its entry needs by construction.
    private init(checked id: CommandID, _ arguments: CommandArguments) {
        self.id = id
        self.arguments = arguments
    }

    /// Every command's wire name, from the command table.
    public static var names: [String] { CommandID.wireNames }

    /// The command's wire name, from the command table.
    public var name: String { id.definition.wireName ?? id.rawValue }

    /// The locator the command acts on, if any.
    public var locator: Locator? { arguments.locator() }

    // MARK: - Commands, as a Swift driver writes them

    /// Answer with the current state and do nothing.
    public static let snapshot = Command(checked: .snapshot, CommandArguments())
    /// Answer with the whole current state, its whole screen included, whatever the driver was sent before: how a
    /// driver that cannot apply a change resynchronises (protocol version 3).
    public static let fullState = Command(checked: .fullState, CommandArguments())
    /// Go back one screen, or dismiss the alert.
    public static let back = Command(checked: .back, CommandArguments())
    /// Answer once the app is idle or waits only on a clock.
    public static let waitForIdle = Command(checked: .waitForIdle, CommandArguments())
    /// Answer with the requests the app made to the stubbed network (`-uiTesting` only).
    public static let requests = Command(checked: .requests, CommandArguments())
    /// Answer with what is on the app's pasteboard.
    public static let pasteboard = Command(checked: .pasteboard, CommandArguments())

    /// Tap the element the locator means.
    public static func tap(_ locator: Locator) -> Command { on(.tap, locator) }
    /// Type text at the end of the text field the locator means.
    public static func type(_ locator: Locator, text: String) -> Command { on(.type, locator, text: text) }
    /// Empty the text field the locator means.
    public static func clear(_ locator: Locator) -> Command { on(.clear, locator) }
    /// Replace the whole text of the text field the locator means (protocol version 2).
    public static func replace(_ locator: Locator, text: String) -> Command { on(.replace, locator, text: text) }

    /// Tap the element with this identifier.
    public static func tap(identifier: String) -> Command { .tap(Locator(identifier: identifier)) }
    /// Type text at the end of the text field with this identifier.
    public static func type(identifier: String, text: String) -> Command {
        .type(Locator(identifier: identifier), text: text)
    }
    /// Empty the text field with this identifier.
    public static func clear(identifier: String) -> Command { .clear(Locator(identifier: identifier)) }

    /// Move the driver's clock forward; only when the app was launched with the driver's clock.
    public static func advanceClock(milliseconds: Int) -> Command {
        var arguments = CommandArguments()
        arguments["duration"] = .milliseconds(milliseconds)
        return Command(checked: .advanceClock, arguments)
    }

    /// Change how the stubbed network behaves from now on (`-uiTesting` only).
    public static func network(_ change: NetworkChange) -> Command {
        Command(checked: .network, change.arguments)
    }

    private static func on(_ id: CommandID, _ locator: Locator, text: String? = nil) -> Command {
        var arguments = CommandArguments()
        arguments["element"] = .element(locator)
        arguments["text"] = text.map(CommandArguments.Value.text)
        return Command(checked: id, arguments)
    }
}
