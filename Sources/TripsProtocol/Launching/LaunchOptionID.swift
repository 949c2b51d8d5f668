import AutomationProtocol

/// Every launch option of `trips-shell`, in the order `--help` lists them. Its ``definition`` is the one place an
/// option is declared: the shell's parser, `--help` and environment variables, the protocol document's launch table,
/// and what a recorded flow repeats (for the shell's `record` and for a driver's) all read it.
public enum LaunchOptionID: String, CaseIterable, Sendable, Hashable {
    case uiTesting, stubbed, automation, protocolVersion, sourcePlaces, driverClock, dataDirectory, stubsDirectory
    case geocodingURL, forecastURL
    case stubLatency, stubFail, stubOffline, stubTimeout, now, requestTimeout, diskFull, record, codegen, stopOnError
    case noColor, noPager, version, identifiers, forkServer, help

    /// The option's declaration.
    public var definition: LaunchOptionDefinition {
        switch self {
        case .uiTesting:
            LaunchOptionDefinition(
                self, ["-uiTesting"],
                "stubbed weather, fixed now, no colour, a fresh data directory seeded from Stubs/ and removed at exit "
                    + "(with --data-dir: that directory, kept as it is, seeded only if it has no trips)")
        case .stubbed:
            LaunchOptionDefinition(
                self, ["--stubbed"], "stubbed weather from Stubs/ with real time and the usual data directory")
        case .automation:
            LaunchOptionDefinition(
                self, ["--automation"],
                "speak the JSON automation protocol on stdin/stdout (docs/automation-protocol.md)")
        case .protocolVersion:
            LaunchOptionDefinition(
                self, ["--protocol-version"], value: "N",
                "with --automation, which needs it: the protocol version the driver reads, which must be the app's "
                    + "(\(WireFormat.protocolVersion))")
        case .sourcePlaces:
            LaunchOptionDefinition(
                self, ["--source-places"],
                "with --automation: each element and log line says where in the source the app made it (off unless "
                    + "the driver asks)")
        case .driverClock:
            LaunchOptionDefinition(
                self, ["--driver-clock"],
                "with stubs: the app's clock moves only when the driver (or the shell's advance) moves it",
                inFlows: .repeated)
        case .dataDirectory:
            LaunchOptionDefinition(
                self, ["--data-dir"], value: "PATH", environment: "TRIPS_DATA_DIR", "where trips and weather are kept",
                inFlows: .dropped)
        case .stubsDirectory:
            LaunchOptionDefinition(
                self, ["--stubs-dir"], value: "PATH", environment: "TRIPS_STUBS_DIR",
                "where the stub files are (default: the repository's)", inFlows: .dropped)
        case .geocodingURL:
            LaunchOptionDefinition(
                self, ["--geocoding-url"], value: "URL", environment: "TRIPS_GEOCODING_URL",
                "Open-Meteo's geocoding server")
        case .forecastURL:
            LaunchOptionDefinition(
                self, ["--forecast-url"], value: "URL", environment: "TRIPS_FORECAST_URL",
                "Open-Meteo's forecast server")
        case .stubLatency:
            LaunchOptionDefinition(
                self, ["--stub-latency"], value: "[CITY=]SECONDS",
                "stubbed answers take this long, on the app's clock", inFlows: .repeated)
        case .stubFail:
            LaunchOptionDefinition(
                self, ["--stub-fail"], value: "CITY|all[=STATUS]",
                "stubbed requests for CITY answer HTTP STATUS (default 500; 400 and 429 with Open-Meteo's reasons)",
                inFlows: .repeated)
        case .stubOffline:
            LaunchOptionDefinition(
                self, ["--stub-offline"], value: "CITY|all", "stubbed requests for CITY cannot reach the network",
                inFlows: .repeated)
        case .stubTimeout:
            LaunchOptionDefinition(
                self, ["--stub-timeout"], value: "CITY|all",
                "stubbed requests for CITY never answer (the timeout decides)", inFlows: .repeated)
        case .now:
            LaunchOptionDefinition(
                self, ["--now"], value: "DATE", "a fixed now, ISO 8601 (2026-03-01T12:00:00Z)", inFlows: .repeated)
        case .requestTimeout:
            LaunchOptionDefinition(
                self, ["--request-timeout"], value: "SECONDS", "how long one request may take (default 10)",
                inFlows: .repeated)
        case .diskFull:
            LaunchOptionDefinition(
                self, ["--disk-full"], "writing the trips file fails as on a full disk (for tests with no small disk)",
                inFlows: .repeated)
        case .record:
            LaunchOptionDefinition(
                self, ["--record"], value: "PATH.swift",
                "with -uiTesting: write the session as a Swift Testing flow in PATH.swift")
        case .codegen:
            LaunchOptionDefinition(
                self, ["--codegen"],
                "run the piped session quietly and print it as a Swift Testing flow (implies -uiTesting)")
        case .stopOnError:
            LaunchOptionDefinition(
                self, ["--stop-on-error"], "in a piped session, stop at the first command that fails")
        case .noColor:
            LaunchOptionDefinition(
                self, ["--no-color"], environment: "NO_COLOR", "never colour the output (also: TERM=dumb)")
        case .noPager:
            LaunchOptionDefinition(
                self, ["--no-pager"],
                "at a terminal, print a screen taller than it as it is (otherwise $TRIPS_PAGER, else $PAGER, else "
                    + "less -FRX, shows it; an empty TRIPS_PAGER turns it off too)")
        case .version:
            LaunchOptionDefinition(self, ["--version"], "print the version and exit")
        case .identifiers:
            LaunchOptionDefinition(
                self, ["--identifiers"],
                "print every screen's identifiers in every state (docs/identifiers.md) and exit")
        case .forkServer:
            LaunchOptionDefinition(
                self, ["--fork-server"],
                "for drivers, alone: start each app asked for on the Unix socket at stdin by forking a loaded process "
                    + "(docs/automation-protocol.md, \"Launching by forking\")")
        case .help:
            LaunchOptionDefinition(self, ["-h", "--help"], "print this help and exit")
        }
    }

    /// Whether the option is the core protocol's, which every app that speaks it takes (`--automation`,
    /// `--protocol-version`, `--source-places`), rather than `trips-shell`'s own.
    public var isCore: Bool { self == .automation || self == .protocolVersion || self == .sourcePlaces }

    /// Every option's declaration, in `--help`'s order.
    public static let definitions = allCases.map(\.definition)

    /// The option known by this name (`--data-dir`), if any.
    public init?(name: String) {
        guard let found = Self.allCases.first(where: { $0.definition.names.contains(name) }) else { return nil }
        self = found
    }
}
