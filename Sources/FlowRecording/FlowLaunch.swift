import Foundation

/// How a recorded flow launches the app: the session's launch arguments that shape what the app does (the driver's
/// clock, the stubs' behaviour, now, the request timeout), in the order given; `withApp` adds `-uiTesting` and a
/// fresh data directory of its own.
public struct FlowLaunch: Equatable, Sendable {
    /// What a recorded flow does with one launch option of the session.
    public enum Use: Sendable, Hashable {
        /// The flow repeats it: it shapes what the app does (the driver's clock, the stubs' behaviour, now).
        case repeated
        /// The flow leaves it out, and its first comment says so: it changes what the app shows, but a flow starts
        /// from a fresh data directory (`--data-dir`, `--stubs-dir`).
        case dropped
        /// It is the session's own (recording, colour, help): the flow has no use for it.
        case sessionOnly
    }

    /// One launch option as a recorded flow sees it: its names, whether a value follows it, what the flow does with it.
    public struct Option: Sendable, Hashable {
        /// The names it is known by.
        public let names: [String]
        /// Whether it takes a value (`--now DATE`).
        public let takesValue: Bool
        /// What a flow does with it.
        public let use: Use

        /// An option by its parts.
        public init(names: [String], takesValue: Bool, use: Use) {
            self.names = names
            self.takesValue = takesValue
            self.use = use
        }
    }

    /// The arguments for `withApp(…)`.
    let arguments: [String]
    /// The session's options a flow does not repeat but that change what it shows (`--data-dir`, `--stubs-dir`).
    let dropped: [String]
    /// The command line that started the session, for the flow's first comment.
    let commandLine: String

    /// The launch of a session started with `arguments` (without the program's name), read as `options` declare them.
    public init(sessionArguments arguments: [String], options: [Option]) {
        var kept: [String] = []
        var dropped: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            let name = argument.hasPrefix("--") ? String(argument.prefix { $0 != "=" }) : argument
            let option = options.first { $0.names.contains(name) }
            var words = [argument]
            if option?.takesValue == true, !argument.contains("="), let value = remaining.popFirst() {
                words.append(value)
            }
            switch option?.use {
            case .repeated: kept += words
            case .dropped: dropped.append(name)
            case .sessionOnly, nil: break
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
