import AutomationProtocol

/// What a layer above the core asks the app after each step, to keep in the step's evidence: the lines it gives go in
/// `evidence.json` (a step's `requests`), `steps.txt` (each after ``label``) and a failed wait's error (what happened
/// since the flow's last action). Asked only while a case's evidence is kept (``EvidenceTrait``), and only of an app
/// that answered the step.
///
/// ```swift
/// let probe = StepProbe(label: "queue") {
///     let seen = Seen()  // what this launch has told already
///     return { moment in
///         guard let reply = await moment.ask(.declared(.jobs, [:])) else { return [] }
///         return seen.newLines(in: reply.answer)
///     }
/// }
/// ```
public struct StepProbe: Sendable {
    /// The moment after a step.
    public struct Moment: Sendable {
        /// The command the step sent, or `nil` for a wait.
        public let command: Command?
        /// The number of the app's latest state (`AppState.sequence`): it moves whenever the app changed.
        public let sequence: Int?
        /// Asks the app `command` outside the step log; the reply, or `nil` when the app refused it or did not answer.
        public let ask: @Sendable (Command) async -> Reply?
    }

    /// The app's answer to a probe's command.
    public struct Reply: Sendable {
        /// What the command read out of the app, if anything.
        public let answer: CommandAnswer?
        /// The app's whole state right after it.
        public let state: AppState
    }

    /// What each line is called in `steps.txt` (`    queue <line>`).
    public var label: String
    /// Makes the probe of one launch, which may keep what it has told already; called at each launch.
    public var start: @Sendable () -> @Sendable (Moment) async -> [String]

    /// A probe whose lines are labelled `label`, each launch's made by `start`.
    public init(label: String, start: @escaping @Sendable () -> @Sendable (Moment) async -> [String]) {
        self.label = label
        self.start = start
    }
}
