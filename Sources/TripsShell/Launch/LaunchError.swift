import AutomationProtocol

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
    /// `--record` without `-uiTesting` (a flow runs on the stubs), or `--record`/`--codegen` with `--automation`.
    case recordingNeedsUITesting

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
        case .recordingNeedsUITesting:
            return "--record and --codegen need the shell under -uiTesting (not --automation): a recorded flow runs on "
                + "the stubs, as the session did."
        }
    }

    private static var accepted: String {
        LaunchOptionID.definitions.compactMap(\.names.last).joined(separator: " ")
    }
}
