import AutomationProtocol
import Foundation
import TripsProtocol

/// How a recorded flow launches the app: the session's launch arguments that shape what the app does (the driver's
/// clock, the stubs' behaviour, now, the request timeout), in the order given; `withApp` adds `-uiTesting` and a
/// fresh data directory of its own.
public struct FlowLaunch: Equatable, Sendable {
    /// The arguments for `withApp(…)`.
    let arguments: [String]
    /// The session's options a flow does not repeat but that change what it shows (`--data-dir`, `--stubs-dir`).
    let dropped: [String]
    /// The command line that started the session, for the flow's first comment.
    let commandLine: String
    /// What the session was driven through, for the flow's first comment.
    let frontEnd: FlowFrontEnd
    /// The function of the package's own that launches its app (``PageCalls/launch``), in place of `withApp`; it
    /// takes no launch options: it launches the app as the package's flows do.
    let function: String?

    /// The launch of a session started through `frontEnd` with `arguments` (without the program's name): the options
    /// the launch-option table says a flow repeats (``LaunchOptionDefinition/inFlows``), in the order given.
    /// Arguments that do not read as options (the shell refused them at launch) repeat nothing.
    public init(sessionArguments arguments: [String], frontEnd: FlowFrontEnd = .shell) {
        self.frontEnd = frontEnd
        let given = (try? LaunchArguments(arguments).given) ?? []
        self.arguments = given.filter { $0.id.definition.inFlows == .repeated }.flatMap(\.words)
        dropped = given.filter { $0.id.definition.inFlows == .dropped }.compactMap { $0.words.first }.map {
            String($0.prefix { $0 != "=" })
        }
        commandLine = ([frontEnd.program] + arguments.map(Self.shellQuoted)).joined(separator: " ")
        function = nil
    }

    /// The launch of a session with an app of another package, whose flows launch it by `function` (the page
    /// declaration ``PageCalls/launch`` names): the session's `arguments` are said in the flow's first comment alone.
    public init(function: String, sessionArguments arguments: [String], frontEnd: FlowFrontEnd = .mcp) {
        self.frontEnd = frontEnd
        self.arguments = []
        dropped = []
        commandLine = ([frontEnd.program] + arguments.map(Self.shellQuoted)).joined(separator: " ")
        self.function = function
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
