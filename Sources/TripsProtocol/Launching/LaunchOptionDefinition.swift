import AutomationProtocol

/// One launch option of `trips-shell`, declared once: its names, its value, the environment variable that also sets
/// it, its help line and what a recorded flow does with it. Read from ``LaunchOptionID/definition``.
public struct LaunchOptionDefinition: Sendable, Hashable {
    /// What a flow recorded in a session launched with an option does with it.
    public enum FlowUse: Sendable, Hashable {
        /// The flow repeats it: it shapes what the app does (the driver's clock, the stubs' behaviour, now).
        case repeated
        /// The flow leaves it out, and its first comment says so: it changes what the app shows, but a flow starts
        /// from a fresh data directory (`--data-dir`, `--stubs-dir`).
        case dropped
        /// It is the session's own (recording, colour, help): a flow has no use for it.
        case sessionOnly

        /// What a recorded flow does with the option, as the launch table says it.
        public var summary: String {
            switch self {
            case .repeated: "repeats it"
            case .dropped: "leaves it out, and says so in its first comment"
            case .sessionOnly: "has no use for it"
            }
        }
    }

    /// Which option this is.
    public let id: LaunchOptionID
    /// The names it is known by: `-uiTesting`, `--data-dir`.
    public let names: [String]
    /// The value's placeholder in help (`PATH`), or `nil` for a flag.
    public let valueName: String?
    /// The environment variable that also sets it, if any (a flag's is set when it is not empty).
    public let environment: String?
    /// One line of help.
    public let help: String
    /// What a recorded flow does with it.
    public let inFlows: FlowUse

    /// Declares an option.
    init(
        _ id: LaunchOptionID, _ names: [String], value: String? = nil, environment: String? = nil, _ help: String,
        inFlows: FlowUse = .sessionOnly
    ) {
        self.id = id
        self.names = names
        self.valueName = value
        self.environment = environment
        self.help = help
        self.inFlows = inFlows
    }

    /// The option as `--help` shows it: `--data-dir PATH`.
    public var synopsis: String {
        ([names.joined(separator: ", ")] + [valueName].compactMap { $0 }).joined(separator: " ")
    }
}
