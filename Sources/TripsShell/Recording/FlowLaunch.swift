import Foundation

/// How a recorded flow launches the app: the session's launch arguments that shape what the app does (the driver's
/// clock, the stubs' behaviour, now, the request timeout), in the order given; `withApp` adds `-uiTesting` and a
/// fresh data directory of its own.
struct FlowLaunch: Equatable, Sendable {
    /// The options a flow repeats. Others are the session's own (recording, colour, where data and stubs are kept).
    static let repeated: Set<String> = [
        "--driver-clock", "--stub-latency", "--stub-fail", "--stub-offline", "--stub-timeout", "--now",
        "--request-timeout", "--disk-full",
    ]

    /// The arguments for `withApp(…)`.
    let arguments: [String]
    /// The session's options a flow does not repeat but that change what it shows (`--data-dir`, `--stubs-dir`).
    let dropped: [String]
    /// The command line that started the session, for the flow's first comment.
    let commandLine: String

    /// The launch of a session started with `arguments` (without the program's name).
    init(sessionArguments arguments: [String]) {
        var kept: [String] = []
        var dropped: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let name = argument.hasPrefix("--") ? String(argument.prefix { $0 != "=" }) : argument
            let option = LaunchOptions.catalog.first { $0.names.contains(name) }
            var words = [argument]
            if option?.valueName != nil, !argument.contains("="), let value = remaining.popFirst() {
                words.append(value)
            }
            if Self.repeated.contains(name) {
                kept += words
            } else if name == "--data-dir" || name == "--stubs-dir" {
                dropped.append(name)
            }
        }
        self.arguments = kept
        self.dropped = dropped
        commandLine = (["trips-shell"] + arguments.map(Self.shellQuoted)).joined(separator: " ")
    }

    /// `word` as a POSIX shell reads it back: as it is when plain, else in single quotes.
    static func shellQuoted(_ word: String) -> String {
        let plain =
            !word.isEmpty
            && word.unicodeScalars.allSatisfy { scalar in
                scalar.isASCII
                    && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
                        || "-_./=:,+@%".unicodeScalars.contains(scalar))
            }
        return plain ? word : "'" + word.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
