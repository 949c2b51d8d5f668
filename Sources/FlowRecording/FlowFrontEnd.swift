/// The front end a recorded session was driven through, which the flow's first comment names with its command line.
public enum FlowFrontEnd: Sendable, Equatable {
    /// A person at `trips-shell` (`--record`, `--codegen`, `record`).
    case shell
    /// A coding agent through `trips-mcp` (`record_flow`).
    case mcp

    /// The program the session was started with.
    var program: String {
        switch self {
        case .shell: "trips-shell"
        case .mcp: "trips-mcp"
        }
    }

    /// How the flow's first comment begins: `Recorded in trips-shell`.
    var recordedPhrase: String {
        switch self {
        case .shell: "Recorded in trips-shell"
        case .mcp: "Recorded through trips-mcp"
        }
    }
}
