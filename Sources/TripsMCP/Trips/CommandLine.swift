import Foundation

/// trips-mcp's own command line: `--app` names the app, `--package`, `--flows` and `--scratch-path` the flows and where
/// they build; everything else is the app's launch options.
public enum TripsMCPCommandLine {
    /// The prefix of Trips' own environment variables (`TRIPS_ARTIFACTS_DIR`, the folder a client gives each server
    /// its evidence in): they differ between sessions and no build reads them, so a build of the flows runs without
    /// them (``FlowWorkspace/buildEnvironment``).
    public static let sessionVariablePrefixes = ["TRIPS_"]

    /// The usage text `--help` prints (on standard error: standard output is the protocol's).
    public static let usage = """
        usage: trips-mcp [--app NAME|PATH] [--package PATH] [--flows TARGET] [--scratch-path PATH] [LAUNCH OPTIONS…]

        An MCP server on standard input and output (MCP 2026-07-28 and 2025-11-25) that drives an app on the runner's
        core and runs its flows: it launches `APP --automation LAUNCH OPTIONS…` when a tool first needs it, and
        ends when standard input closes.

          --app NAME|PATH  the app: a path to its binary, or the name of an executable product of the package (its
                           .build/debug/NAME, built when missing); `trips` (the default): trips-shell, as Trips'
                           profile says (default options -uiTesting; a data directory of the server's own under
                           -uiTesting, kept across relaunches)
          --shell PATH     trips-shell at PATH (as --app trips)
          --package PATH   the Swift package whose flows list_flows, run_flows, debug_flow, repair_flow and
                           record_flow work on (default: the checkout trips-mcp was built in, else the one the
                           current directory is in)
          --flows TARGET   the package's test target its flows are in (default: AcceptanceTests when it has that
                           folder, else its one folder under Tests/)
          --scratch-path PATH
                           the folder the package builds in, as SwiftPM's own option (default: its .build); packages
                           that depend on the same ones can share one, each compiling only its own targets
          -h, --help       print this help and exit

        trips-mcp keep-sightings RESULTS.json [--package PATH] [--scratch-path PATH] [--by NAME]
                           keeps where each element stood in an acceptance run's results.json in the build folder
                           (trips-mcp-sightings/), for repair_flow in later sessions: make acceptance calls it

        See docs/agents.md.

        """

    /// Why the command line cannot be used.
    public struct Problem: Error, CustomStringConvertible {
        /// The sentence.
        public let description: String
    }

    /// What the command line asks for.
    public struct Parsed: Sendable {
        /// The app the tools drive.
        public var app: DrivenApp
        /// The package whose flows the flow tools work on, if one was given or found.
        public var package: URL?
        /// The test target its flows are in, when given.
        public var flows: String?
        /// The folder the package builds in, when given (else its `.build`).
        public var scratchPath: URL?
    }

    /// Reads the command line (without the program's name).
    public static func parse(_ arguments: [String]) throws(Problem) -> Parsed {
        var arguments = arguments
        let shell = try value(of: "--shell", in: &arguments)
        let named = try value(of: "--app", in: &arguments)
        let package = try self.package(from: try value(of: "--package", in: &arguments))
        let flows = try value(of: "--flows", in: &arguments)
        let scratchPath = try value(of: "--scratch-path", in: &arguments).map {
            URL(fileURLWithPath: $0).standardizedFileURL
        }
        if shell != nil, named != nil { throw Problem(description: "Give --app or --shell, not both.") }
        let options = arguments
        let app: DrivenApp
        if let shell {
            guard FileManager.default.isExecutableFile(atPath: shell) else {
                throw Problem(description: "--shell \(shell) is not an executable file.")
            }
            app = .trips(
                executable: URL(fileURLWithPath: shell), launchOptions: options.isEmpty ? ["-uiTesting"] : options)
        } else if let named, named != "trips" {
            if named.contains("/"), !FileManager.default.isExecutableFile(atPath: named) {
                throw Problem(description: "--app \(named) is not an executable file.")
            }
            if !named.contains("/"), package == nil {
                throw Problem(
                    description: "--app \(named) names a product of the package: give the package with --package PATH, "
                        + "or the binary by its path.")
            }
            app = .named(named, launchOptions: options)
        } else {
            app = .trips(executable: besideTrips(), launchOptions: options.isEmpty ? ["-uiTesting"] : options)
        }
        return Parsed(app: app, package: package, flows: flows, scratchPath: scratchPath)
    }

    /// Takes `option VALUE` out of `arguments`, and returns the value.
    static func value(of option: String, in arguments: inout [String]) throws(Problem) -> String? {
        guard let index = arguments.firstIndex(of: option) else { return nil }
        guard index + 1 < arguments.count else { throw Problem(description: "\(option) needs a value.") }
        let value = arguments[index + 1]
        arguments.removeSubrange(index...(index + 1))
        return value
    }

    /// The `trips-shell` beside this program, unless `TRIPS_SHELL_PATH` names one; `nil`: TripsRunner's own search.
    private static func besideTrips() -> URL? {
        if ProcessInfo.processInfo.environment["TRIPS_SHELL_PATH"]?.isEmpty == false { return nil }
        let beside = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent("trips-shell")
        return FileManager.default.isExecutableFile(atPath: beside.path) ? beside : nil
    }

    /// The package whose flows the flow tools run: `given`, else the one this program was built in
    /// (`.build/debug/trips-mcp`), else the one the current directory is in; `nil` when none is found (the flow
    /// tools then say so).
    static func package(from given: String?) throws(Problem) -> URL? {
        if let given {
            let path = URL(fileURLWithPath: given).standardizedFileURL
            guard FileManager.default.fileExists(atPath: path.appending(path: "Package.swift").path) else {
                throw Problem(
                    description: "--package \(path.path) has no Package.swift: name a Swift package's folder.")
            }
            return path
        }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        return FlowWorkspace.root(above: executable.deletingLastPathComponent())
            ?? FlowWorkspace.root(above: URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
    }
}
