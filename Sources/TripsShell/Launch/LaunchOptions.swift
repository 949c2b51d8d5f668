import AutomationProtocol
import Foundation
import Networking

/// What `trips-shell` was launched with: its launch arguments and environment variables, parsed once.
///
/// A small stand-in for apple/swift-argument-parser: options are declared once in ``LaunchOptions/catalog``, which
/// both the parser and `--help` read, so the two never disagree.
public struct LaunchOptions: Sendable, Equatable {
    /// Weather from `Stubs/`, a fixed "now", no colour, and a fresh data directory seeded from it (removed at exit),
    /// unless ``dataDirectory`` names one: that one is used as it is and kept, so that a relaunch sees its trips.
    public var uiTesting = false
    /// Weather from `Stubs/`, but real time and the usual data directory: the shell for a newcomer with no network.
    public var stubbed = false
    /// Speak the automation protocol on stdin/stdout instead of the human REPL.
    public var automation = false
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
    /// Print the help and exit.
    public var help = false
    /// Print the version and exit.
    public var version = false
    /// Print the identifier catalog and exit.
    public var identifiers = false
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
    /// ``LaunchError`` that says what is accepted.
    public static func parse(_ arguments: [String], environment: [String: String] = [:]) throws -> LaunchOptions {
        var options = LaunchOptions()
        options.dataDirectory = environment["TRIPS_DATA_DIR"]
        options.stubsDirectory = environment["TRIPS_STUBS_DIR"]
        options.geocodingURL = environment["TRIPS_GEOCODING_URL"]
        options.forecastURL = environment["TRIPS_FORECAST_URL"]
        options.noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let (name, inlineValue) = split(argument)
            guard let option = catalog.first(where: { $0.names.contains(name) }) else {
                throw LaunchError.unknownOption(argument, suggestions: nearestOptions(to: name))
            }
            var value: String?
            if option.valueName != nil {
                value = inlineValue ?? remaining.popFirst()
                guard value != nil else { throw LaunchError.missingValue(option) }
            } else if inlineValue != nil {
                throw LaunchError.unexpectedValue(option)
            }
            try option.apply(&options, value ?? "")
        }
        if options.codegen { options.uiTesting = true }
        if options.driverClock, !options.usesStubs { throw LaunchError.driverClockNeedsStubs }
        if options.record != nil || options.codegen, !options.uiTesting || options.automation {
            throw LaunchError.recordingNeedsUITesting
        }
        return options
    }

    private static func split(_ argument: String) -> (String, String?) {
        guard argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") else { return (argument, nil) }
        return (String(argument[..<equals]), String(argument[argument.index(after: equals)...]))
    }

    private static func nearestOptions(to name: String) -> [String] {
        NearestMatches.find(name, among: catalog.flatMap(\.names), limit: 2)
    }
}
