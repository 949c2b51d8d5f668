import AutomationProtocol
import Foundation
import Locking

/// What the runner did in one app session, one entry per action and wait, each with its timing and the screen after:
/// the latest ``stepsKept`` of them, so that a long flow costs bounded memory.
///
/// The evidence of every case (``CaseEvidence``) writes it into `evidence.json` (and, for a failing case, as
/// `steps.txt`), from which the HTML report and the trace reader draw each action with the screen it left, what
/// changed, what the app's step probe told of it (``StepProbe``) and the clock's moves.
final class StepLog: Sendable {
    /// One action or wait; encoded without its screen, which ``EvidenceDocument`` stores once and names by index.
    struct Step: Sendable, Encodable {
        /// `action` (a command sent to the app) or `wait` (a condition the runner waited for).
        var kind: String
        /// What was done, as in `tap "row.first"` or `wait for button "button.save" to exist`.
        var title: String
        /// When it started, in milliseconds since the launch.
        var startMilliseconds: Double
        /// How long it took, in milliseconds.
        var durationMilliseconds: Double
        /// `ok`, or why not.
        var outcome: String
        /// The screen right after it, kept as the app sent it and rendered only when the log is written: rendering
        /// after every action would put the renderer on the path of each tap.
        var after: Screen?
        /// The flow's steps (``step(_:isolation:_:)``) it ran in, outermost first; empty outside any.
        var within: [String] = []
        /// What the app's step probe told of it (``StepProbe``), one line each; `requests` in `evidence.json`, the
        /// name the report reads.
        var requests: [String] = []
        /// How far it moved the app's clock, for an `advanceClock`.
        var clockMilliseconds: Int?
        /// The lines the app logged during it (its decisions: `cache: row.first, age 0 s, stale`), in order.
        var log: [String] = []
        /// For an action, the request it sent the app, as sent: what a replay says again.
        var sent: Request?
        /// The app's state when ``sent`` was sent: a replay sends it again once the app shows the same screen.
        var sentOn: AppState?

        /// The screen right after it, as `TextRenderer` renders it.
        var screen: String? { after.map(TextRenderer.render) }

        private enum CodingKeys: String, CodingKey {
            case kind, title, startMilliseconds, durationMilliseconds, outcome, within, requests, clockMilliseconds, log
        }
    }

    /// How many of the latest steps are kept.
    static let stepsKept = 500

    /// What to ask the app after each step, for this launch (``StepProbe/start``); `nil`: nothing.
    let probe: (@Sendable (StepProbe.Moment) async -> [String])?

    private let start: ContinuousClock.Instant
    private let probeLabel: String
    private let naming: @Sendable (Command) -> CommandNaming?
    private let steps = Lock(LatestItems<Step>(keeping: stepsKept))
    private let trail = Lock<[String]>([])

    /// Makes an empty log whose times count from `start` (the launch), asking `probe` after each step and naming
    /// the app's own commands by `naming` (``AppProfile``).
    init(
        start: ContinuousClock.Instant, probe: StepProbe? = nil,
        naming: @escaping @Sendable (Command) -> CommandNaming? = { _ in nil }
    ) {
        self.start = start
        self.probe = probe?.start()
        self.probeLabel = probe?.label ?? "probe"
        self.naming = naming
    }

    /// The steps kept, in order.
    var all: [Step] { steps.withLock { $0.items } }

    /// How many earlier steps were not kept.
    var dropped: Int { steps.withLock { $0.letGo } }

    /// How many steps were recorded since the launch, those not kept included.
    var recorded: Int { steps.withLock { $0.letGo + $0.items.count } }

    /// The probe's lines of the steps since the last action, that action included: what the app did meanwhile while
    /// the flow waited on what the action started, for a wait's failure. A request the probe saw more than once (in
    /// flight after the action, answered by the wait) is said once, where it first came, as it last stood.
    var requestsSinceLastAction: [String] {
        let lines = steps.withLock { steps in
            let start = steps.items.lastIndex { $0.kind == "action" } ?? steps.items.startIndex
            return steps.items[start...].flatMap(\.requests)
        }
        var order: [String] = []
        var latest: [String: String] = [:]
        for line in lines {
            // A request's line starts with its number (`#1 GET /items: failed`); another line stands alone.
            let key = line.hasPrefix("#") ? String(line.prefix { $0 != " " }) : line
            if latest.updateValue(line, forKey: key) == nil { order.append(key) }
        }
        return order.compactMap { latest[$0] }
    }

    /// Notes that the flow's actions now run in the steps `names`; `true` when they differ from the last ones noted.
    func enter(_ names: [String]) -> Bool {
        trail.withLock { trail in
            defer { trail = names }
            return trail != names
        }
    }

    /// Milliseconds from the launch to `instant`.
    func offset(of instant: ContinuousClock.Instant) -> Double {
        Self.milliseconds(instant - start)
    }

    /// Adds a step that began at `began` and ended at `ended` (now, when `nil`), with the screen of `state`, the
    /// lines the step probe gave (`requests`) and the lines the app logged meanwhile (`log`).
    func record(
        kind: String, title: String, began: ContinuousClock.Instant, ended: ContinuousClock.Instant? = nil,
        outcome: String, state: AppState?, requests: [String] = [], log: [String] = [], clockMilliseconds: Int? = nil
    ) {
        let now = ended ?? ContinuousClock.now
        let step = Step(
            kind: kind, title: title, startMilliseconds: offset(of: began),
            durationMilliseconds: Self.milliseconds(now - began), outcome: outcome,
            after: state?.screen, within: StepTrail.current, requests: requests, clockMilliseconds: clockMilliseconds,
            log: log)
        steps.withLock { $0.append(step) }
    }

    /// Adds an action: a command, sent as `request` (when it was) while the app was in state `sentOn`, and how the app
    /// answered it, ended at `ended`, with the lines the step probe gave (`requests`) and the lines the app logged
    /// meanwhile (`log`).
    func record(
        _ command: Command, request: Request? = nil, sentOn: AppState? = nil, began: ContinuousClock.Instant,
        ended: ContinuousClock.Instant, outcome: RequestOutcome, latest: AppState?, requests: [String],
        log: [String] = []
    ) {
        var title = what(command)
        var clock: Int?
        switch command {
        case .type(_, let text): title += " \"\(TextRenderer.escaped(text))\""
        case .replace(_, let text): title += " with \"\(TextRenderer.escaped(text))\""
        default:
            // An app's own command that its wire name alone would name like another (on, then off) names itself.
            if let named = naming(command) { title = named.title }
        }
        if case .advanceClock(let milliseconds) = command {
            title += " \(milliseconds) ms"
            clock = milliseconds
        }
        let (said, state): (String, AppState?) =
            switch outcome {
            case .answered(let answer): (answer.error.map { "refused: \($0.message)" } ?? "ok", answer.state)
            case .timedOut: ("no answer", latest)
            case .ended(let exit): ("the app \(exit)", latest)
            case .faulted(let reason), .unsent(let reason): (reason, latest)
            case .cancelled: ("cancelled", latest)
            }
        var step = Step(
            kind: "action", title: title, startMilliseconds: offset(of: began),
            durationMilliseconds: Self.milliseconds(ended - began), outcome: said, after: state?.screen,
            within: StepTrail.current, requests: requests, clockMilliseconds: clock, log: log)
        step.sent = request
        step.sentOn = sentOn
        steps.withLock { $0.append(step) }
    }

    /// The log as text: one line per step, each followed by its screen, indented.
    func render() -> String {
        let (dropped, kept) = steps.withLock { ($0.letGo, $0.items) }
        let head = dropped > 0 ? "(\(dropped) earlier steps not kept)\n" : ""
        var within: [String] = []
        return head
            + kept.map { step in
                defer { within = step.within }
                let heading = step.within != within && !step.within.isEmpty ? "\(StepTrail.phrase(step.within))\n" : ""
                let start = String(format: "%.1f", step.startMilliseconds)
                let took = String(format: "%.1f", step.durationMilliseconds)
                // A wait's title says "wait" itself (`wait for …`); an action's names only its command.
                let what = step.title.hasPrefix(step.kind + " ") ? step.title : "\(step.kind) \(step.title)"
                let line = "+\(start) ms  \(what) (\(took) ms): \(step.outcome)\n"
                let requests = step.requests.map { "    \(probeLabel) \($0)\n" }.joined()
                let log = step.log.map { "    log \($0)\n" }.joined()
                let screen = (step.screen ?? "").split(separator: "\n").map { "    \($0)\n" }.joined()
                return heading + line + requests + log + screen
            }.joined()
    }

    /// The command as messages name it: its name and what it acts on, `tap "row.first"`.
    func what(_ command: Command) -> String {
        let subject = naming(command).map(\.subject) ?? command.subject
        return "\(command.name)\(subject.map { " \($0)" } ?? "")"
    }

    // MARK: - Private

    private static func milliseconds(_ duration: Duration) -> Double {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) * 1000 + Double(attoseconds) / 1e15
    }
}
