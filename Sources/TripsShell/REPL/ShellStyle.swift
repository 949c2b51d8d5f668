import AutomationProtocol

/// How the shell dresses its output: colour on a terminal that wants it, plain text everywhere else.
///
/// Colour is used only when standard output is a terminal, and never with `--no-color`, `NO_COLOR` set or
/// `TERM=dumb`. Prompts bracket their escape sequences with ``promptMarker`` so that libedit leaves them out when it
/// measures the prompt.
public struct ShellStyle: Equatable, Sendable {
    /// Whether output is coloured.
    public let color: Bool

    /// The character libedit is told brackets invisible sequences in a prompt (`EL_PROMPT_ESC`).
    public static let promptMarker: Character = "\u{1}"

    /// A style with or without colour.
    public init(color: Bool) {
        self.color = color
    }

    /// Whether to colour: only on a terminal, and never when the person (`--no-color`, or `NO_COLOR`, which the
    /// launch-option table reads into the same option) or the terminal says no.
    public static func usesColor(terminal: Bool, noColorOption: Bool, environment: [String: String]) -> Bool {
        guard terminal, !noColorOption else { return false }
        return environment["TERM"] != "dumb"
    }

    // MARK: - Pieces of output

    /// The prompt at a screen: `trip> `, its name coloured for libedit.
    public func prompt(screen name: String) -> String {
        let marker = String(Self.promptMarker)
        guard color else { return "\(name)> " }
        return "\(marker)\u{1B}[1;36m\(marker)\(name)\(marker)\u{1B}[0m\(marker)> "
    }

    /// A rendered screen, its title line in bold.
    public func screen(_ rendered: String) -> String {
        guard color, let newline = rendered.firstIndex(of: "\n") else { return rendered }
        return bold(String(rendered[..<newline])) + rendered[newline...]
    }

    /// An error line: `error: message`, with control characters in the message escaped.
    public func error(_ message: String) -> String {
        let label = color ? "\u{1B}[1;31merror:\u{1B}[0m" : "error:"
        return "\(label) \(Self.safe(message))\n"
    }

    /// Text in bold.
    public func bold(_ text: String) -> String {
        color ? "\u{1B}[1m\(text)\u{1B}[0m" : text
    }

    /// Text dimmed, for progress.
    public func dim(_ text: String) -> String {
        color ? "\u{1B}[2m\(text)\u{1B}[0m" : text
    }

    /// The text with control characters, escape sequences and bidirectional overrides escaped, quotes and backslashes
    /// kept as they are: for messages that echo what a person typed.
    public static func safe(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            let single = String(scalar)
            let escaped = TextRenderer.escaped(single)
            result += escaped == single || scalar == "\\" || scalar == "\"" ? single : escaped
        }
        return result
    }
}
