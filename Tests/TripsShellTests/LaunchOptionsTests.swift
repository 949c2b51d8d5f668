import AutomationProtocol
import Networking
import Presentation
import Testing
import TripsProtocol
import TripsShell

@Suite("Launch options")
struct LaunchOptionsTests {
    @Test func uiTestingWithEverythingStubbed() throws {
        let options = try LaunchOptions.parse([
            "-uiTesting", "--automation", "--protocol-version", "3", "--driver-clock", "--stub-latency", "Seattle=2",
            "--stub-offline", "all",
            "--stub-fail=Bergen",
            "--data-dir", "/tmp/x",
        ])
        #expect(options.uiTesting && options.driverClock)
        #expect(options.stubBehavior.latency(for: "seattle") == .seconds(2))
        #expect(options.stubBehavior.failure(for: "kyoto") == .offline)
        #expect(options.stubBehavior.failure(for: "bergen") == .serverError)
        #expect(options.dataDirectory == "/tmp/x")
    }

    @Test func stubFailCanNameAStatus() throws {
        let options = try LaunchOptions.parse(["--stub-fail", "Hollywood=429", "--stub-fail=all=400"])
        #expect(options.stubBehavior.failure(for: "hollywood") == .status(429))
        #expect(options.stubBehavior.failure(for: "seattle") == .status(400))
        #expect(throws: LaunchError.badValue("200", expected: "an HTTP error status from 400 to 599, like 429")) {
            try LaunchOptions.parse(["--stub-fail", "Hollywood=200"])
        }
    }

    @Test func theEnvironmentSetsWhatArgumentsDoNot() throws {
        let options = try LaunchOptions.parse(
            ["--data-dir", "/from/argument"],
            environment: ["TRIPS_DATA_DIR": "/from/env", "TRIPS_GEOCODING_URL": "http://127.0.0.1:1", "NO_COLOR": "1"])
        #expect(options.dataDirectory == "/from/argument")
        #expect(options.geocodingURL == "http://127.0.0.1:1")
        #expect(options.noColor)
    }

    @Test func anUnknownOptionSaysWhatIsAccepted() {
        #expect {
            try LaunchOptions.parse(["-uiTestng"])
        } throws: { error in
            let text = "\(error)"
            return text.contains("unknown option '-uiTestng'") && text.contains("Did you mean -uiTesting?")
                && text.contains("--data-dir") && text.contains("See --help")
        }
    }

    @Test(arguments: [
        (["--data-dir"], "--data-dir needs a value: --data-dir PATH."),
        (["--stub-latency", "soon"], "'soon' is not a number of seconds from 0 to a day, like 2 or 0.5."),
        (["--request-timeout", "1e300"], "'1e300' is not a number of seconds from 0 to a day, like 2 or 0.5."),
        (["--geocoding-url", "ftp://x"], "'ftp://x' is not an http:// or https:// URL."),
        (["--automation=yes"], "--automation takes no value."),
        (
            ["--automation", "--protocol-version", "three"],
            "'three' is not a protocol version, a whole number from 1, like 3."
        ),
        (
            ["--automation"],
            "this app speaks automation protocol version 3 only. The driver did not say which protocol version it "
                + "reads (--protocol-version); an older driver cannot read version 3's updates and responses, which "
                + "say what changed rather than carry the whole screen. Update the driver "
                + "(docs/automation-protocol.md, \"Changes in version 3\") and launch with --automation "
                + "--protocol-version 3."
        ),
        (
            ["--automation", "--protocol-version", "2"],
            "this app speaks automation protocol version 3 only. The driver reads protocol version 2; an older "
                + "driver cannot read version 3's updates and responses, which say what changed rather than carry "
                + "the whole screen. Update the driver (docs/automation-protocol.md, \"Changes in version 3\") and "
                + "launch with --automation --protocol-version 3."
        ),
        (
            ["--automation", "--protocol-version", "4"],
            "this app speaks automation protocol version 3 only. The driver reads protocol version 4, newer than "
                + "this app's: the app is older than the driver. Use a trips-shell that speaks version 4, or a driver "
                + "for version 3 (docs/automation-protocol.md)."
        ),
        (
            ["-uiTesting", "--protocol-version", "3"],
            "--protocol-version says which automation protocol a driver reads, so it goes with --automation; the "
                + "human shell takes none."
        ),
        (
            ["--fork-server", "-uiTesting"],
            "--fork-server is the only argument of a fork server, which takes each app's arguments from the driver's "
                + "requests (docs/automation-protocol.md, \"Launching by forking\")."
        ),
        (
            ["--driver-clock"],
            "--driver-clock needs -uiTesting or --stubbed: only stubbed weather waits for the driver's clock."
        ),
        (
            ["--record", "Flow.swift"],
            "--record and --codegen need the shell under -uiTesting (not --automation): a recorded flow runs on the "
                + "stubs, as the session did."
        ),
        (
            ["--codegen", "--automation"],
            "--record and --codegen need the shell under -uiTesting (not --automation): a recorded flow runs on the "
                + "stubs, as the session did."
        ),
    ])
    func malformedArgumentsSayWhy(arguments: [String], message: String) {
        #expect {
            try LaunchOptions.parse(arguments)
        } throws: { error in
            "\(error)" == message
        }
    }

    @Test func helpListsEveryOption() {
        for option in LaunchOptionID.definitions {
            #expect(LaunchOptions.helpText.contains(option.synopsis))
        }
    }
}

/// Each option's environment variable, as the launch-option table names it, sets the option as its argument does;
/// an argument wins over the variable, and an empty variable counts as unset.
@Suite("Launch options from the environment")
struct LaunchEnvironmentTests {
    private static let samples = ["PATH": "/tmp/trips-env", "URL": "https://example.invalid"]

    @Test(arguments: LaunchOptionID.allCases.filter { $0.definition.environment != nil })
    func theVariableSetsTheOptionAsItsArgumentDoes(option: LaunchOptionID) throws {
        let definition = option.definition
        let variable = try #require(definition.environment)
        let value = definition.valueName.map { Self.samples[$0] ?? "x" } ?? "1"
        let fromVariable = try LaunchOptions.parse([], environment: [variable: value])
        let argument = [definition.names[0]] + (definition.valueName == nil ? [] : [value])
        #expect(fromVariable == (try LaunchOptions.parse(argument)))
        #expect(fromVariable != LaunchOptions())
        #expect(try LaunchOptions.parse([], environment: [variable: ""]) == LaunchOptions())
    }

    @Test func anArgumentWinsOverTheVariable() throws {
        let options = try LaunchOptions.parse(["--data-dir", "/tmp/b"], environment: ["TRIPS_DATA_DIR": "/tmp/a"])
        #expect(options.dataDirectory == "/tmp/b")
    }
}
