import AutomationKit
import AutomationProtocol
import TripsProtocol

/// A launch argument that could not be understood, with what is accepted instead.
public enum LaunchError: Error, Equatable, CustomStringConvertible {
    /// An argument no option is called.
    case unknownOption(String, suggestions: [String])
    /// An option that takes a value was last, with none.
    case missingValue(LaunchOptionDefinition)
    /// A flag was given a value with `=`.
    case unexpectedValue(LaunchOptionDefinition)
    /// A value of the wrong form.
    case badValue(String, expected: String)
    /// `--driver-clock` without stubs: the live network does not wait for a driver.
    case driverClockNeedsStubs
    /// `--automation` without `--protocol-version` naming the app's version (`nil`: none given), which is how a
    /// driver written for an older protocol, which cannot read this one's messages, is stopped before it starts.
    case otherProtocolVersion(Int?)
    /// `--protocol-version` without `--automation`: only a driver reads the protocol, and the human shell has no use
    /// for a version.
    case protocolVersionWithoutAutomation
    /// `--record` without `-uiTesting` (a flow runs on the stubs), or `--record`/`--codegen` with `--automation`.
    case recordingNeedsUITesting
    /// `--fork-server` with other arguments (or from the environment): a fork server takes each app's arguments from
    /// its requests, and is started with that one argument alone.
    case forkServerAlone

    /// What went wrong and what is accepted, ending with where to look.
    public var description: String {
        switch self {
        case .unknownOption(let argument, let suggestions):
            return "unknown option '\(argument)'.\(NearestMatches.didYouMean(suggestions)) Accepted: \(Self.accepted). "
                + "See --help."
        case .missingValue(let option):
            return "\(option.names[0]) needs a value: \(option.synopsis)."
        case .unexpectedValue(let option):
            return "\(option.names[0]) takes no value."
        case .badValue(let value, let expected):
            return "'\(value)' is not \(expected)."
        case .driverClockNeedsStubs:
            return "--driver-clock needs -uiTesting or --stubbed: only stubbed weather waits for the driver's clock."
        case .otherProtocolVersion(let given):
            return AutomationLaunch.Refusal.otherVersion(given).description(app: "trips-shell")
        case .protocolVersionWithoutAutomation:
            return "--protocol-version says which automation protocol a driver reads, so it goes with --automation; "
                + "the human shell takes none."
        case .forkServerAlone:
            return "--fork-server is the only argument of a fork server, which takes each app's arguments from the "
                + "driver's requests (docs/automation-protocol.md, \"Launching by forking\")."
        case .recordingNeedsUITesting:
            return "--record and --codegen need the shell under -uiTesting (not --automation): a recorded flow runs on "
                + "the stubs, as the session did."
        }
    }

    private static var accepted: String {
        LaunchOptionID.definitions.compactMap(\.names.last).joined(separator: " ")
    }
}
