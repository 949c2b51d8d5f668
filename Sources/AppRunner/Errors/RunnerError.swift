import AutomationProtocol

/// Why the runner failed: what was asked, what was expected, what was last seen, and the screen at that moment.
///
/// Its description is written for the person reading a failed test: one sentence first, then the details, then the
/// screen as text. Artifacts (the screen and the session's transcript) are written next to it; see
/// ``artifactsDirectory``.
public struct RunnerError: Error, Sendable, CustomStringConvertible {
    /// What kind of failure this is, for tests that check it.
    public enum Kind: Sendable, Hashable {
        /// No binary to launch was found (``AppProfile/locate``), or the application was given none.
        case executableNotFound
        /// The app could not be started, or did not greet the runner in time.
        case launchFailed
        /// The app was killed by a signal: it crashed.
        case crashed(signal: Int32)
        /// The app exited with a status.
        case exited(status: Int32)
        /// The app wrote something the protocol does not allow (garbage, a wrong version).
        case protocolViolation
        /// A request went unanswered: the app hangs.
        case noAnswer
        /// A wait reached its deadline.
        case timedOut
        /// A wait's condition is false and the app is settled, so it can never come true.
        case cannotHappen
        /// An identifier matched more than one element.
        case ambiguous
        /// The screen shows one identifier on more than one element.
        case duplicateIdentifiers
        /// A read found no element.
        case notFound
        /// The app refused a request, with this wire error code.
        case rejected(code: WireError.Code)
        /// The app is not running: never launched, or already terminated.
        case notRunning
        /// `advanceClock` on an app whose clock is live.
        case liveClock
        /// A wait that cannot be asked as written: its regular expression does not compile.
        case invalidQuery
        /// The app answered another value than the flow expects, of what no screen shows (a clipboard, a log).
        case unexpectedAnswer
    }

    /// What kind of failure.
    public var kind: Kind
    /// One sentence saying what went wrong.
    public var message: String
    /// The query, as in `button "row.first"`.
    public var query: String?
    /// What was expected, as in `to have label "Saved"`.
    public var expected: String?
    /// What was last seen of the query's element, as in `staticText row.status "Saving"`: the actual value,
    /// which a wait's sentence names too, beside the expected one.
    public var lastSeen: String?
    /// For a wait that failed in a flow kept as evidence: what the app's step probe (``StepProbe``) told since the
    /// flow's last action, up to the failure (`#1 upload row.first: failed (offline)`), as the step log tells it.
    public var requests: [String] = []
    /// The app's activity at the failure, as in `busy: 1 task, 0 sleepers, live clock`.
    public var activity: String?
    /// Identifiers the app suggested, or near ones on screen.
    public var suggestions: [String] = []
    /// The last lines the app wrote to stderr.
    public var stderr: [String] = []
    /// The screen as `TextRenderer` renders it, if the app had shown one.
    public var screen: String?
    /// The query as a value (``query`` says it in words), when it is one the wire can carry (no predicate).
    public var target: Locator?
    /// What was expected, as a value (``expected`` says it in words).
    public var wanted: Wanted?
    /// What was last seen of the query's element, as a value (``lastSeen`` says it in words).
    public var seen: Seen?
    /// The screen at that moment as the app pushed it: the elements ``screen`` renders, for a program to read.
    public var screenTree: Screen?
    /// Where the screen and transcript were written, if they were.
    public var artifactsDirectory: String?
    /// The flow's steps (``step(_:isolation:_:)``) it happened in, outermost first; empty outside any.
    public var steps: [String] = []
    /// For a screen that did not match its snapshot: the lines that differ (`-` expected, `+` shown).
    public var diff: String?
    /// Where the app built the element the failure is about (``target``, or the control the flow's last action
    /// touched), and that line of source: known when the app was asked for source places.
    public var declaration: Declaration?
    /// Where the flow called the runner, as `<path>:<line>` with the file's path as it is in the repository: the
    /// line of the flow, or of the page's method, that made the call that failed.
    public var location: String?

    /// Makes an error with only a kind and a sentence; the runner fills in the rest.
    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    // MARK: - CustomStringConvertible

    /// The sentence, the details and the screen, one per line.
    public var description: String {
        var lines = [message]
        if !steps.isEmpty { lines.append("  \(StepTrail.phrase(steps))") }
        func add(_ name: String, _ value: String?) {
            if let value { lines.append("  \(name.padding(toLength: 11, withPad: " ", startingAt: 0)) \(value)") }
        }
        add("query:", query)
        add("expected:", expected)
        add("last seen:", lastSeen)
        add("declared:", declaration?.description)
        add("requests:", requests.isEmpty ? nil : requests.joined(separator: "; "))
        add("activity:", activity)
        add("suggested:", suggestions.isEmpty ? nil : suggestions.joined(separator: ", "))
        add("artifacts:", artifactsDirectory)
        if !stderr.isEmpty {
            lines.append("  app stderr (last \(stderr.count) lines):")
            lines += stderr.map { "    \(TextRenderer.escaped($0))" }
        }
        if let diff {
            lines.append("  diff (- snapshot, + screen):")
            lines += diff.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "    \($0)" }
        }
        if let screen {
            lines.append("  screen:")
            lines += screen.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map { "    \($0)" }
        }
        return lines.joined(separator: "\n")
    }
}

extension RunnerError.Kind {
    /// The kind's name as `evidence.json` writes it: the case's name (`cannotHappen`, `timedOut`), without its values.
    public var name: String {
        switch self {
        case .executableNotFound: "executableNotFound"
        case .launchFailed: "launchFailed"
        case .crashed: "crashed"
        case .exited: "exited"
        case .protocolViolation: "protocolViolation"
        case .noAnswer: "noAnswer"
        case .timedOut: "timedOut"
        case .cannotHappen: "cannotHappen"
        case .ambiguous: "ambiguous"
        case .duplicateIdentifiers: "duplicateIdentifiers"
        case .notFound: "notFound"
        case .rejected: "rejected"
        case .notRunning: "notRunning"
        case .liveClock: "liveClock"
        case .invalidQuery: "invalidQuery"
        case .unexpectedAnswer: "unexpectedAnswer"
        }
    }
}
