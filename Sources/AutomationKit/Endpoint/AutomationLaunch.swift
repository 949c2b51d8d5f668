import AutomationProtocol
import Foundation

/// What a driver's launch arguments ask of the app: a runner starts it with `--automation --protocol-version 3`
/// before the app's own arguments, and an app refuses, before anything starts, a driver that reads another version
/// of the protocol than the one it speaks (docs/automation-protocol.md, "Launching").
public struct AutomationLaunch: Sendable, Hashable {
    /// The argument that says a driver launched the app.
    public static let automationArgument = "--automation"
    /// The argument that says which protocol version the driver reads, followed by the version.
    public static let protocolVersionArgument = "--protocol-version"
    /// The argument that asks the app to say where in its source it made each element and said each log line
    /// (``AutomationEndpoint``'s `sourcePlaces`): what a runner keeping evidence passes, and nothing else.
    public static let sourcePlacesArgument = "--source-places"
    /// The status an app exits with when it refuses its launch (sysexits' `EX_USAGE`).
    public static let refusedStatus: Int32 = 64

    /// Why a launch is refused.
    public enum Refusal: Error, Sendable, Hashable {
        /// A driver that reads another version than the app's, or says none (`nil`).
        case otherVersion(Int?)
        /// `--protocol-version` without a whole number after it.
        case badVersion(String?)
        /// An argument the app does not take, and those it does.
        case unknownArgument(String, known: [String])
        /// No driver: the app was launched without `--automation`, and is driven by nothing else.
        case noDriver

        /// The sentence to print, naming `app` where the driver is told what to use.
        public func description(app: String) -> String {
            let speaks = "this app speaks automation protocol version \(WireFormat.protocolVersion) only."
            switch self {
            case .otherVersion(let given?) where given > WireFormat.protocolVersion:
                return "\(speaks) The driver reads protocol version \(given), newer than this app's: the app is older "
                    + "than the driver. Use a \(app) that speaks version \(given), or a driver for version "
                    + "\(WireFormat.protocolVersion) (docs/automation-protocol.md)."
            case .otherVersion(let given):
                let driver =
                    given.map { "The driver reads protocol version \($0)" }
                    ?? "The driver did not say which protocol version it reads (\(protocolVersionArgument))"
                return "\(speaks) \(driver); an older driver cannot read version 3's updates and responses, which say "
                    + "what changed rather than carry the whole screen. Update the driver (docs/automation-protocol.md, "
                    + "\"Changes in version 3\") and launch with \(automationArgument) \(protocolVersionArgument) "
                    + "\(WireFormat.protocolVersion)."
            case .badVersion(let given):
                return "\(protocolVersionArgument) needs a version, a whole number such as "
                    + "\(WireFormat.protocolVersion)\(given.map { ", not '\($0)'" } ?? "")."
            case .unknownArgument(let argument, let known):
                let takes = known.isEmpty ? "no argument of its own" : "only " + known.joined(separator: ", ")
                return "'\(argument)' is not an argument of \(app), which takes \(takes) after \(automationArgument) "
                    + "\(protocolVersionArgument) \(WireFormat.protocolVersion)."
            case .noDriver:
                return "\(app) is driven by a test driver over the automation protocol, which launches it with "
                    + "\(automationArgument) \(protocolVersionArgument) \(WireFormat.protocolVersion) "
                    + "(docs/automation-protocol.md); launched without, it has no one to answer, so it exits."
            }
        }
    }

    /// Whether a driver launched the app.
    public var isAutomated: Bool
    /// Whether the driver asked for source places (``sourcePlacesArgument``).
    public var sourcePlaces: Bool
    /// The arguments that are the app's own, in order.
    public var appArguments: [String]

    /// Reads `arguments` (without the program's name): the driver's, and the app's own. Refuses a driver that reads
    /// another protocol version than this one, or says none; with `options`, the arguments the app takes, any other
    /// argument; with `requiresDriver`, a launch without `--automation`.
    public init(arguments: [String], options: [String]? = nil, requiresDriver: Bool = false) throws(Refusal) {
        var own: [String] = []
        var automated = false
        var places = false
        var version: Int?
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case Self.automationArgument: automated = true
            case Self.sourcePlacesArgument: places = true
            case Self.protocolVersionArgument:
                let given = rest.popFirst()
                guard let number = given.flatMap({ Int($0) }) else { throw .badVersion(given) }
                version = number
            default: own.append(argument)
            }
        }
        if automated || version != nil, version != WireFormat.protocolVersion { throw .otherVersion(version) }
        if let options, let unknown = own.first(where: { !options.contains($0) }) {
            throw .unknownArgument(unknown, known: options)
        }
        if requiresDriver, !automated { throw .noDriver }
        isAutomated = automated
        sourcePlaces = places
        appArguments = own
    }

    /// The process's own launch, read; a refused one is said on standard error as `app: …`, and the process exits
    /// with ``refusedStatus``, before anything starts and before a line is written on standard output.
    ///
    /// `options`: the arguments the app takes (`["--verbose"]`), so that a mistyped one is refused with the
    /// list rather than ignored; `nil` leaves the app's arguments to the app. `requiresDriver`: an app with no face
    /// but the protocol refuses a launch without `--automation` instead of writing protocol lines to a person.
    public static func read(app: String, options: [String]? = nil, requiresDriver: Bool = false) -> AutomationLaunch {
        do {
            return try AutomationLaunch(
                arguments: Array(CommandLine.arguments.dropFirst()), options: options, requiresDriver: requiresDriver)
        } catch {
            FileHandle.standardError.write(Data("\(app): \(error.description(app: app))\n".utf8))
            exit(refusedStatus)
        }
    }
}
