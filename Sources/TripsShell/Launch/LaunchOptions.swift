import AutomationProtocol
import Foundation
import Networking
import TripsProtocol

/// What `trips-shell` was launched with: its launch arguments and environment variables, parsed once.
///
/// A small stand-in for apple/swift-argument-parser: options are declared once, in the launch-option table
/// (``LaunchOptionID``), which the parser, the environment, `--help` and a recorded flow's launch all read, so that they
/// never disagree.
public struct LaunchOptions: Sendable, Equatable {
    /// Weather from `Stubs/`, a fixed "now", no colour, and a fresh data directory seeded from it (removed at exit),
    /// unless ``dataDirectory`` names one: that one is used as it is and kept, so that a relaunch sees its trips.
    public var uiTesting = false
    /// Weather from `Stubs/`, but real time and the usual data directory: the shell for a newcomer with no network.
    public var stubbed = false
    /// Speak the automation protocol on stdin/stdout instead of the human REPL.
    public var automation = false
    /// The automation protocol version the driver says it reads (`--protocol-version`), `nil` when it says none.
    public var protocolVersion: Int?
    /// Under automation, each element and log line says where in the source it was made: only when the driver asks.
    public var sourcePlaces = false
    /// The app's clock moves only when the driver advances it.
    public var driverClock = false
    /// Where trips and weather are kept; `nil` for the default.
    public var dataDirectory: String?
    /// Where the stub files are; `nil` to find the repository's `Stubs/`.
    public var stubsDirectory: String?
    /// Open-Meteo's geocoding server.
    public var geocodingURL: String?
    /// Open-Meteo's forecast server.
    public var forecastURL: String?
    /// How the stubs misbehave.
    public var stubBehavior = StubBehavior()
    /// A fixed "now" (ISO 8601), or `nil` for the wall clock (or, with `-uiTesting`, 2026-03-01T12:00:00Z).
    public var now: String?
    /// How long one request to Open-Meteo may take, in seconds.
    public var requestTimeout = Double(OpenMeteoClient.standardTimeout.components.seconds)
    /// Every write of the trips file fails with "No space left on device", as on a full disk.
    public var diskFull = false
    /// In a piped session, stop at the first command that fails.
    public var stopOnError = false
    /// Never colour the output.
    public var noColor = false
    /// Never page a tall screen at a terminal.
    public var noPager = false
    /// Print the help and exit.
    public var help = false
    /// Print the version and exit.
    public var version = false
    /// Print the identifier catalog and exit.
    public var identifiers = false
    /// Serve launches by forking (``ForkServer``); only ever set beside other options, which is an error.
    public var forkServer = false
    /// Record the session as a Swift Testing flow in this file (`-uiTesting` only).
    public var record: String?
    /// Run the piped session quietly and print it as a Swift Testing flow (implies `-uiTesting`).
    public var codegen = false

    /// Options with every default.
    public init() {}

    /// The "now" `-uiTesting` uses, so that every run shows the same screens.
    public static let uiTestingNow = "2026-03-01T12:00:00Z"

    /// Whether the weather comes from the stubs.
    public var usesStubs: Bool { uiTesting || stubbed }

    // MARK: - Parsing

    /// Parses the arguments (without the program name) and the environment; an unknown or malformed argument is a
    /// ``LaunchError`` that says what is accepted. Each option's environment variable (its ``LaunchOptionDefinition``
    /// names it) is read first, so that an argument wins over a variable; an empty variable counts as unset.
    public static func parse(_ arguments: [String], environment: [String: String] = [:]) throws -> LaunchOptions {
        var options = LaunchOptions()
        for definition in LaunchOptionID.definitions {
            guard let variable = definition.environment, let value = environment[variable], !value.isEmpty else {
                continue
            }
            try definition.id.apply(to: &options, value: value)
        }
        let launch: LaunchArguments
        do {
            launch = try LaunchArguments(arguments)
        } catch {
            switch error {
            case .unknown(let argument, let suggestions):
                throw LaunchError.unknownOption(argument, suggestions: suggestions)
            case .missingValue(let id): throw LaunchError.missingValue(id.definition)
            case .unexpectedValue(let id): throw LaunchError.unexpectedValue(id.definition)
            }
        }
        for option in launch.given {
            try option.id.apply(to: &options, value: option.value ?? "")
        }
        if options.forkServer { throw LaunchError.forkServerAlone }
        if options.codegen { options.uiTesting = true }
        if options.driverClock, !options.usesStubs { throw LaunchError.driverClockNeedsStubs }
        if options.record != nil || options.codegen, !options.uiTesting || options.automation {
            throw LaunchError.recordingNeedsUITesting
        }
        if options.protocolVersion != nil, !options.automation { throw LaunchError.protocolVersionWithoutAutomation }
        if options.automation, options.protocolVersion != WireFormat.protocolVersion {
            throw LaunchError.otherProtocolVersion(options.protocolVersion)
        }
        return options
    }
}
