import Foundation

/// `app-explore`'s command line read into an explorer and an output folder: the options first, then the app's
/// binary and its own arguments.
public struct ExplorationCommandLine: Sendable {
    /// What `app-explore --help` prints.
    public static let usage = """
        usage: app-explore [OPTIONS] APP [ARGUMENTS…]
        Walks every state of APP (launched with --automation --protocol-version 3, then ARGUMENTS) breadth first,
        checks what every app must hold after each action, shrinks each broken invariant to its shortest walk and
        writes it as a flow, with the crawl map (map.json, map.html), into the output folder. Exit status 1 when an
        invariant broke, 64 on a bad command line.

          --out DIR                the output folder (.build/explore)
          --seed N                 orders the actions tried (0)
          --max-actions N          the most actions tried (1000)
          --max-seconds S          the most time the walk takes (60)
          --settle-seconds S       how long the app may take to settle after an action (5)
          --response-seconds S     how long the app may take to answer a request (5)
          --value ID=TEXT          a text to type into field ID besides the dictionary's (repeatable)
          --key-field ID           a text field whose text is part of the state key (repeatable)
          --may-do-nothing ID      a control whose tap may change nothing (repeatable)
          --disable NAME           an invariant not checked (repeatable)
          --identifier-pattern RE  the rule every identifier follows (an ICU regular expression)
          --no-relaunch            no relaunch is tried
          --replay-only            every state reached by replaying its path from a fresh launch, never by the
                                   actions seen to lead there from where the app is
          --fork-argument ARG      launch by the app's fork server: APP started with ARG (repeatable, in order)
          --flows DIR              a flows run's artifacts folder (one evidence.json per case): the map lists the
                                   controls no flow's step touches

        """

    /// Why a command line cannot be read.
    public struct Problem: Error, Sendable, CustomStringConvertible {
        /// The sentence that says why.
        public var description: String
    }

    /// The explorer the command line asks for.
    public var explorer: Explorer
    /// The folder the map and the flows go into.
    public var output: URL
    /// A flows run's artifacts folder, whose steps the map's controls are held against; `nil`: none.
    public var flows: URL?

    /// Reads `words` (the command line without the command's name), with paths relative to `directory`.
    public init(_ words: [String], directory: URL) throws(Problem) {
        var options = ExplorationOptions()
        var output = directory.appendingPathComponent(".build/explore")
        var forkServer: [String] = []
        var flows: URL?
        var rest = words[...]
        while let word = rest.first, word.hasPrefix("--") {
            rest.removeFirst()
            if word == "--no-relaunch" {
                options.relaunches = false
                continue
            }
            if word == "--replay-only" {
                options.travels = false
                continue
            }
            guard let value = rest.popFirst() else { throw Problem(description: "\(word) needs a value.") }
            switch word {
            case "--out": output = URL(fileURLWithPath: value, relativeTo: directory).standardizedFileURL
            case "--seed": options.seed = try Self.number(value, of: word)
            case "--max-actions": options.maxActions = try Self.number(value, of: word)
            case "--max-seconds": options.maxDuration = try Self.seconds(value, of: word)
            case "--settle-seconds": options.settleTimeout = try Self.seconds(value, of: word)
            case "--response-seconds": options.responseTimeout = try Self.seconds(value, of: word)
            case "--may-do-nothing": options.mayDoNothing.insert(value)
            case "--key-field": options.keyFields.insert(value)
            case "--disable": options.disabledInvariants.insert(value)
            case "--fork-argument": forkServer.append(value)
            case "--flows": flows = URL(fileURLWithPath: value, relativeTo: directory).standardizedFileURL
            case "--value":
                guard let equals = value.firstIndex(of: "="), equals != value.startIndex else {
                    throw Problem(description: "--value takes ID=TEXT; it is '\(value)'.")
                }
                options.fieldValues[String(value[..<equals]), default: []].append(
                    String(value[value.index(after: equals)...]))
            case "--identifier-pattern":
                guard let rule = try? NSRegularExpression(pattern: value) else {
                    throw Problem(description: "--identifier-pattern '\(value)' is not a regular expression.")
                }
                options.identifierRule = { identifier in
                    rule.firstMatch(in: identifier, range: NSRange(identifier.startIndex..., in: identifier)) != nil
                }
            default: throw Problem(description: "Unknown option \(word).")
            }
        }
        guard let app = rest.popFirst() else { throw Problem(description: "No app to explore.") }
        let executable = URL(fileURLWithPath: app, relativeTo: directory).standardizedFileURL
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw Problem(description: "\(app) is not an executable file.")
        }
        let target = ExplorationTarget(
            executableURL: executable, arguments: Array(rest),
            profile: AppProfile(forkServerArguments: forkServer.isEmpty ? nil : forkServer),
            launchesByForking: !forkServer.isEmpty)
        explorer = Explorer(target: target, options: options)
        self.output = output
        self.flows = flows
    }

    /// Runs the walk; its map notes the controls no flow touches when ``flows`` names a folder.
    public func run() async -> ExplorationResult {
        var result = await explorer.run()
        if let flows {
            let app = explorer.target.executableURL.lastPathComponent
            result.map = result.map.noting(FlowCoverage(artifacts: flows, app: app))
        }
        return result
    }

    // MARK: - Private

    private static func number<Number: FixedWidthInteger>(_ text: String, of option: String) throws(Problem) -> Number {
        guard let number = Number(text), number >= 0 else {
            throw Problem(description: "\(option) takes a whole number; it is '\(text)'.")
        }
        return number
    }

    private static func seconds(_ text: String, of option: String) throws(Problem) -> Duration {
        guard let seconds = Double(text), seconds.isFinite, seconds >= 0 else {
            throw Problem(description: "\(option) takes a number of seconds; it is '\(text)'.")
        }
        return Duration(seconds: seconds)
    }
}
