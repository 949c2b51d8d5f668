import AutomationProtocol

/// The commands Trips declares for itself, above the core and the same way the core declares its own: its stubbed
/// network (`network`, `requests`) and its pasteboard. The Trips app reads its requests, and its shell and MCP
/// server their lines and tools, by ``CommandTable/trips``.
extension CommandID {
    /// Change the stubbed network.
    public static let network = CommandID(
        CommandDefinition(
            "network", title: "Change the stubbed network",
            summary: "with -uiTesting: offline, failing[=STATUS], slow=DURATION, silent or normal, for CITY or all",
            toolSummary:
                "with -uiTesting: how the stubbed Open-Meteo answers from now on",
            wire: "network",
            wireSummary:
                "only under `-uiTesting` (else `notStubbed`). Changes how the stubbed Open-Meteo behaves for `city` "
                + "(or every city) from now on: `offline` (requests fail as with no network), `failing` (the server "
                + "answers `status` with an error body, Open-Meteo's own reason for 400 and 429), `slow` (each "
                + "answer takes `milliseconds` on the app's clock; a weather load is two answers), `silent` (never "
                + "answers: the request timeout decides), `normal` (for a city, its own settings go; for every city, "
                + "all settings go). A city's own setting wins over the one for every city. Requests that start "
                + "afterwards behave so; one already waiting out its latency keeps waiting. The launch's `--stub-*` "
                + "options are the starting settings. A `status` with another condition than `failing`, or "
                + "`milliseconds` with another than `slow`, is a `badRequest`",
            shell: "network", tool: "network",
            arguments: [
                CommandArgument(
                    .condition, .choice(Self.networkConditions), "how requests behave",
                    wire: "condition", usage: "CONDITION"),
                CommandArgument(
                    .city, .text, "default: all cities", optional: true,
                    wire: "city", usage: "[CITY]", recordedLabel: "city"),
                CommandArgument(
                    .status, .integer(400...599, meaning: "an HTTP error status"), "for failing (default 500)",
                    optional: true,
                    wire: "status", recordedLabel: "status"),
                CommandArgument(
                    .latency, .duration, "for slow: each answer's delay",
                    optional: true, wire: "milliseconds", recordedLabel: "by"),
                .show,
            ],
            recorded: .byChoice(
                argument: .condition,
                [
                    "normal": .onApplication("network.restore"), "offline": .onApplication("network.goOffline"),
                    "failing": .onApplication("network.fail"), "slow": .onApplication("network.slowDown"),
                    "silent": .onApplication("network.stopAnswering"),
                ]),
            normalized: { arguments throws(CommandArguments.Problem) in try NetworkChange(arguments).arguments }))

    /// List the network requests.
    public static let requests = CommandID(
        CommandDefinition(
            "requests", title: "List the network requests",
            summary: "with -uiTesting: the requests the app made to the stubbed network, oldest first",
            toolSummary: "the requests the app made to the stubbed network",
            wire: "requests",
            wireSummary:
                "only under `-uiTesting` (else `notStubbed`). Answers with `requests`: every request the app made to "
                + "the stubbed Open-Meteo and how it ended",
            shell: "requests", tool: "requests",
            recorded: .notRecorded("it only lists the requests"), answer: .text))

    /// Read the pasteboard.
    public static let pasteboard = CommandID(
        CommandDefinition(
            "pasteboard", title: "Read the pasteboard",
            summary: "show what is on the app's pasteboard (what Share copied last)",
            toolSummary: "what Share copied last", wire: "pasteboard",
            wireSummary:
                "nothing: it answers with `pasteboard`, what is on the app's own pasteboard (what Share copied "
                + "last; absent before anything was copied)",
            shell: "pasteboard", tool: "pasteboard", recorded: .notRecorded("it only reads the pasteboard"),
            answer: .text))

    /// The commands Trips declares for itself, in the order help lists them.
    public static let tripsCommands: [CommandID] = [.network, .requests, .pasteboard]

    /// How a `network` command can make requests behave.
    public static var networkConditions: [String] { NetworkChange.Condition.names }
}

extension CommandTable {
    /// The Trips app's table: the core's commands, Trips' own, and the shell's (``CommandID/shellCommands``).
    public static let trips = CommandTable(
        appCommands: CommandID.tripsCommands, driverCommands: CommandID.shellCommands)
}

/// A Trips command, typed: what ``Command/declared(_:_:)`` carries for one of Trips' own commands.
public enum TripsCommand: Sendable, Hashable {
    /// Change how the stubbed network behaves from now on (`-uiTesting` only).
    case network(NetworkChange)
    /// Answer with the requests the app made to the stubbed network (`-uiTesting` only).
    case requests
    /// Answer with what is on the app's pasteboard.
    case pasteboard

    /// The Trips command a command is, or `nil` for any other (a core command, another app's).
    public init?(_ command: Command) throws(CommandArguments.Problem) {
        guard case .declared(let id, let arguments) = command else { return nil }
        switch id {
        case .network: self = .network(try NetworkChange(arguments))
        case .requests: self = .requests
        case .pasteboard: self = .pasteboard
        default: return nil
        }
    }

    /// The command as the core carries it.
    public var command: Command {
        switch self {
        case .network(let change): .declared(.network, change.arguments)
        case .requests: .declared(.requests, CommandArguments())
        case .pasteboard: .declared(.pasteboard, CommandArguments())
        }
    }
}

extension Command {
    /// Change how the stubbed network behaves from now on (`-uiTesting` only).
    public static func network(_ change: NetworkChange) -> Command { TripsCommand.network(change).command }
    /// Answer with the requests the app made to the stubbed network (`-uiTesting` only).
    public static let requests = TripsCommand.requests.command
    /// Answer with what is on the app's pasteboard.
    public static let pasteboard = TripsCommand.pasteboard.command
}

extension ArgumentName where Value == String {
    /// A city, by name.
    public static let city = Self("city")
}

extension ArgumentName where Value == Duration {
    /// How long each stubbed answer takes.
    public static let latency = Self("latency")
}

extension ArgumentName where Value == Int {
    /// An HTTP error status.
    public static let status = Self("status")
}
