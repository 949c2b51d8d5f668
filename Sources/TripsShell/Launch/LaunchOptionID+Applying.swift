import AutomationProtocol
import Domain
import Networking
import SlugRule
import TripsProtocol

/// What each launch option of the table (``LaunchOptionID``) does to ``LaunchOptions``: the only part of an option the
/// table does not declare, since it is the shell's own.
extension LaunchOptionID {
    /// Sets what the option says on `options`; `value` is the option's value, or `""` for a flag.
    func apply(to options: inout LaunchOptions, value: String) throws {
        switch self {
        case .uiTesting: options.uiTesting = true
        case .stubbed: options.stubbed = true
        case .automation: options.automation = true
        case .protocolVersion: options.protocolVersion = try Self.version(value)
        case .sourcePlaces: options.sourcePlaces = true
        case .driverClock: options.driverClock = true
        case .dataDirectory: options.dataDirectory = value
        case .stubsDirectory: options.stubsDirectory = value
        case .geocodingURL: options.geocodingURL = try Self.url(value)
        case .forecastURL: options.forecastURL = try Self.url(value)
        case .stubLatency:
            let (city, seconds) = try Self.cityAndSeconds(value)
            options.stubBehavior.latency[city] = .milliseconds(Int((seconds * 1000).rounded()))
        case .stubFail:
            let (city, status) = try Self.cityAndStatus(value)
            options.stubBehavior.failures[city] = .status(status)
        case .stubOffline: options.stubBehavior.failures[Self.cityKey(value)] = .offline
        case .stubTimeout: options.stubBehavior.failures[Self.cityKey(value)] = .timeout
        case .now: options.now = value
        case .requestTimeout: options.requestTimeout = try Self.seconds(value)
        case .diskFull: options.diskFull = true
        case .record: options.record = value
        case .codegen: options.codegen = true
        case .stopOnError: options.stopOnError = true
        case .noColor: options.noColor = true
        case .noPager: options.noPager = true
        case .version: options.version = true
        case .identifiers: options.identifiers = true
        case .forkServer: options.forkServer = true
        case .help: options.help = true
        }
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

    private static func version(_ text: String) throws -> Int {
        guard let version = Int(text), version >= 1 else {
            throw LaunchError.badValue(text, expected: "a protocol version, a whole number from 1, like 3")
        }
        return version
    }

    private static func url(_ text: String) throws -> String {
        guard text.hasPrefix("http://") || text.hasPrefix("https://") else {
            throw LaunchError.badValue(text, expected: "an http:// or https:// URL")
        }
        return text
    }
}
