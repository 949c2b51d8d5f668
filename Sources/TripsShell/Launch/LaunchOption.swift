import AutomationProtocol
import Domain
import FlowRecording
import Networking

/// One launch option: its names, its value, its help line, and what it does to ``LaunchOptions``.
public struct LaunchOption: Sendable {
    /// The names it is known by: `-uiTesting`, `--data-dir`.
    public let names: [String]
    /// The value's placeholder in help (`PATH`), or `nil` for a flag.
    public let valueName: String?
    /// The environment variable that also sets it, if any.
    public let environment: String?
    /// One line of help.
    public let help: String
    /// What a flow recorded in a session launched with it does with it.
    public var inFlows: FlowLaunch.Use = .sessionOnly
    let apply: @Sendable (inout LaunchOptions, String) throws -> Void

    /// The option as `--help` shows it: `--data-dir PATH`.
    public var synopsis: String {
        ([names.joined(separator: ", ")] + [valueName].compactMap { $0 }).joined(separator: " ")
    }
}

extension LaunchOptions {
    /// Every option, in the order `--help` lists them.
    public static let catalog: [LaunchOption] = [
        flag(
            ["-uiTesting"],
            "stubbed weather, fixed now, no colour, a fresh data directory seeded from Stubs/ and removed at exit "
                + "(with --data-dir: that directory, kept as it is, seeded only if it has no trips)"
        ) {
            $0.uiTesting = true
        },
        flag(["--stubbed"], "stubbed weather from Stubs/ with real time and the usual data directory") {
            $0.stubbed = true
        },
        flag(["--automation"], "speak the JSON automation protocol on stdin/stdout (docs/automation-protocol.md)") {
            $0.automation = true
        },
        flag(
            ["--driver-clock"],
            "with stubs: the app's clock moves only when the driver (or the shell's advance) moves it",
            inFlows: .repeated
        ) {
            $0.driverClock = true
        },
        option(["--data-dir"], "PATH", "TRIPS_DATA_DIR", "where trips and weather are kept", inFlows: .dropped) {
            $0.dataDirectory = $1
        },
        option(
            ["--stubs-dir"], "PATH", "TRIPS_STUBS_DIR", "where the stub files are (default: the repository's)",
            inFlows: .dropped
        ) {
            $0.stubsDirectory = $1
        },
        option(["--geocoding-url"], "URL", "TRIPS_GEOCODING_URL", "Open-Meteo's geocoding server") {
            $0.geocodingURL = try url($1)
        },
        option(["--forecast-url"], "URL", "TRIPS_FORECAST_URL", "Open-Meteo's forecast server") {
            $0.forecastURL = try url($1)
        },
        option(
            ["--stub-latency"], "[CITY=]SECONDS", nil, "stubbed answers take this long, on the app's clock",
            inFlows: .repeated
        ) {
            let (city, seconds) = try cityAndSeconds($1)
            $0.stubBehavior.latency[city] = .milliseconds(Int((seconds * 1000).rounded()))
        },
        option(
            ["--stub-fail"], "CITY|all[=STATUS]", nil,
            "stubbed requests for CITY answer HTTP STATUS (default 500; 400 and 429 with Open-Meteo's reasons)",
            inFlows: .repeated
        ) {
            let (city, status) = try cityAndStatus($1)
            $0.stubBehavior.failures[city] = .status(status)
        },
        option(
            ["--stub-offline"], "CITY|all", nil, "stubbed requests for CITY cannot reach the network",
            inFlows: .repeated
        ) {
            $0.stubBehavior.failures[cityKey($1)] = .offline
        },
        option(
            ["--stub-timeout"], "CITY|all", nil, "stubbed requests for CITY never answer (the timeout decides)",
            inFlows: .repeated
        ) {
            $0.stubBehavior.failures[cityKey($1)] = .timeout
        },
        option(["--now"], "DATE", nil, "a fixed now, ISO 8601 (2026-03-01T12:00:00Z)", inFlows: .repeated) {
            $0.now = $1
        },
        option(["--request-timeout"], "SECONDS", nil, "how long one request may take (default 10)", inFlows: .repeated)
        {
            $0.requestTimeout = try seconds($1)
        },
        flag(
            ["--disk-full"], "writing the trips file fails as on a full disk (for tests with no small disk)",
            inFlows: .repeated
        ) {
            $0.diskFull = true
        },
        option(
            ["--record"], "PATH.swift", nil, "with -uiTesting: write the session as a Swift Testing flow in PATH.swift"
        ) {
            $0.record = $1
        },
        flag(["--codegen"], "run the piped session quietly and print it as a Swift Testing flow (implies -uiTesting)") {
            $0.codegen = true
        },
        flag(["--stop-on-error"], "in a piped session, stop at the first command that fails") { $0.stopOnError = true },
        flag(["--no-color"], "never colour the output (also: NO_COLOR, TERM=dumb)") { $0.noColor = true },
        flag(["--version"], "print the version and exit") { $0.version = true },
        flag(["--identifiers"], "print every screen's identifiers in every state (docs/identifiers.md) and exit") {
            $0.identifiers = true
        },
        flag(["-h", "--help"], "print this help and exit") { $0.help = true },
    ]

    /// Every option as a recorded flow reads a session's launch arguments.
    public static var flowOptions: [FlowLaunch.Option] {
        catalog.map { FlowLaunch.Option(names: $0.names, takesValue: $0.valueName != nil, use: $0.inFlows) }
    }

    // MARK: - Declaring options

    private static func flag(
        _ names: [String], _ help: String, inFlows: FlowLaunch.Use = .sessionOnly,
        _ apply: @escaping @Sendable (inout LaunchOptions) -> Void
    ) -> LaunchOption {
        LaunchOption(names: names, valueName: nil, environment: nil, help: help, inFlows: inFlows) { options, _ in
            apply(&options)
        }
    }

    private static func option(
        _ names: [String], _ valueName: String, _ environment: String?, _ help: String,
        inFlows: FlowLaunch.Use = .sessionOnly,
        _ apply: @escaping @Sendable (inout LaunchOptions, String) throws -> Void
    ) -> LaunchOption {
        LaunchOption(
            names: names, valueName: valueName, environment: environment, help: help, inFlows: inFlows, apply: apply)
    }

    // MARK: - Reading values

    private static func cityKey(_ text: String) -> String {
        text.lowercased() == "all" ? StubBehavior.everywhere : Slug.make(text)
    }

    /// The longest latency or timeout accepted: a day. (Longer is a typo, and would overflow a `Duration`.)
    private static let maximumSeconds: Double = 86_400

    private static func seconds(_ text: String) throws -> Double {
        guard let value = Double(text), value.isFinite, value >= 0, value <= maximumSeconds else {
            throw LaunchError.badValue(text, expected: "a number of seconds from 0 to a day, like 2 or 0.5")
        }
        return value
    }

    private static func cityAndSeconds(_ text: String) throws -> (String, Double) {
        guard let equals = text.firstIndex(of: "=") else { return (StubBehavior.everywhere, try seconds(text)) }
        return (cityKey(String(text[..<equals])), try seconds(String(text[text.index(after: equals)...])))
    }

    private static func cityAndStatus(_ text: String) throws -> (String, Int) {
        guard let equals = text.firstIndex(of: "=") else { return (cityKey(text), 500) }
        let status = String(text[text.index(after: equals)...])
        guard let code = Int(status), (400..<600).contains(code) else {
            throw LaunchError.badValue(status, expected: "an HTTP error status from 400 to 599, like 429")
        }
        return (cityKey(String(text[..<equals])), code)
    }

    private static func url(_ text: String) throws -> String {
        guard text.hasPrefix("http://") || text.hasPrefix("https://") else {
            throw LaunchError.badValue(text, expected: "an http:// or https:// URL")
        }
        return text
    }
}
