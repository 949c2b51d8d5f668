import Foundation

/// trips-mcp's own command line: `--shell PATH` picks the app; everything else is the app's launch options.
public enum TripsMCPCommandLine {
    /// The usage text `--help` prints (on standard error: standard output is the protocol's).
    public static let usage = """
        usage: trips-mcp [--shell PATH] [--package PATH] [LAUNCH OPTIONS…]

        An MCP server on standard input and output (MCP 2026-07-28 and 2025-11-25) that drives Trips:
        it launches `trips-shell --automation LAUNCH OPTIONS…` (default: -uiTesting) when a tool first needs it.
        Under -uiTesting without --data-dir the app gets a data directory of its own, kept across relaunches and
        removed when the server ends (when standard input closes).

          --shell PATH   the trips-shell to launch (default: the one beside trips-mcp, else TRIPS_SHELL_PATH)
          --package PATH the checkout whose flows list_flows, run_flows and debug_flow build and run (default: the
                         one trips-mcp was built in, else the one the current directory is in)
          -h, --help     print this help and exit

        See docs/agents.md.

        """

    /// Why the command line cannot be used.
    public struct Problem: Error, CustomStringConvertible {
        /// The sentence.
        public let description: String
    }

    /// Takes `--shell PATH` out of `arguments` and returns the app to launch: that path, else the `trips-shell` beside
    /// this program, else `nil` (TripsRunner's own search: `TRIPS_SHELL_PATH`, then the built one).
    public static func shell(from arguments: inout [String]) throws(Problem) -> URL? {
        if let index = arguments.firstIndex(of: "--shell") {
            guard index + 1 < arguments.count else { throw Problem(description: "--shell needs a path.") }
            let path = arguments[index + 1]
            arguments.removeSubrange(index...(index + 1))
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw Problem(description: "--shell \(path) is not an executable file.")
            }
            return URL(fileURLWithPath: path)
        }
        if ProcessInfo.processInfo.environment["TRIPS_SHELL_PATH"]?.isEmpty == false { return nil }
        let beside = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("trips-shell")
        return FileManager.default.isExecutableFile(atPath: beside.path) ? beside : nil
    }

    /// Takes `--package PATH` out of `arguments` and returns the checkout whose flows the flow tools run: that path,
    /// else the one this program was built in (`.build/debug/trips-mcp`), else the one the current directory is in;
    /// `nil` when none is found (the flow tools then say so).
    public static func package(from arguments: inout [String]) throws(Problem) -> URL? {
        if let index = arguments.firstIndex(of: "--package") {
            guard index + 1 < arguments.count else { throw Problem(description: "--package needs a path.") }
            let path = URL(fileURLWithPath: arguments[index + 1])
            arguments.removeSubrange(index...(index + 1))
            guard let root = FlowWorkspace.root(above: path), root.standardizedFileURL == path.standardizedFileURL
            else {
                throw Problem(
                    description: "--package \(path.path) holds no acceptance suite (scripts/acceptance/main.py).")
            }
            return root
        }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return FlowWorkspace.root(above: executable.deletingLastPathComponent())
            ?? FlowWorkspace.root(above: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    }
}
