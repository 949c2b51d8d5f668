import AutomationProtocol
import Foundation
import TripsRunner

/// The parts of a run's `results.json` (written by `scripts/acceptance/main.py`, docs/ci.md) that `run_flows`
/// answers with: the counts, and each flow's runs, issues and trace.
struct FlowRunResults: Decodable, Sendable {
    /// How many flows passed, failed, were flaky or skipped.
    var counts: [String: Int]
    /// The run's wall time.
    var wallSeconds: Double?
    /// Every flow run.
    var flows: [Flow]

    enum CodingKeys: String, CodingKey {
        case counts, flows
        case wallSeconds = "wall_seconds"
    }

    /// A flow and its runs.
    struct Flow: Decodable, Sendable {
        var suite: String
        var name: String
        var file: String?
        var line: Int?
        /// `passed`, `failed`, `flaky` or `skipped`, as the runner judges it over retries and repeats.
        var status: String
        var runs: [Run]
        /// When the run these results are of started: set by the server, not read from the results, so that an
        /// answer on this evidence can say the flow's sources changed since.
        var ranAt: Date?

        private enum CodingKeys: String, CodingKey { case suite, name, file, line, status, runs }

        /// What tells it from every other flow of a run: its suite and its name.
        var key: String { "\(suite)\u{0}\(name)" }

        /// The first failure its first failed case recorded, with its screen: what a repair is proposed for.
        var firstFailure: Failure? {
            runs.lazy.flatMap(\.cases).first { $0.status == "failed" }?.trace?.failures?.first
        }
    }

    /// One attempt of a flow.
    struct Run: Decodable, Sendable {
        var attempt: Int
        var status: String
        var cases: [Case]
    }

    /// One case of an attempt (a flow with arguments has several).
    struct Case: Decodable, Sendable {
        var name: String?
        var status: String
        var issues: [Issue]
        var trace: Trace?
    }

    /// A failure as Swift Testing reported it, with the folder of its evidence.
    struct Issue: Decodable, Sendable {
        var message: String?
        var location: String?
        var evidence: String?
    }

    /// The evidence version these readers know (`EvidenceDocument.version` in the runner): one of another is not read
    /// as if its fields meant the same.
    static let evidenceVersion = 8

    /// The case's trace (`evidence.json`).
    struct Trace: Decodable, Sendable {
        var version: Int?
        var screens: [String]?
        /// The same screens as the app pushed them, by the same index.
        var screenTrees: [Screen]?
        var apps: [App]?
        var failures: [Failure]?
    }

    /// One app of a case, with its steps.
    struct App: Decodable, Sendable {
        /// The binary the flow launched, by its path.
        var executable: String?
        /// The launch arguments the flow gave it, without the runner's own.
        var arguments: [String]?
        var steps: [Step]
        /// How many of its earliest steps the runner's log did not keep.
        var droppedSteps: Int?
        /// Everything said between the runner and the app, as `make trace` prints it.
        var transcript: String?
    }

    /// One step of an app.
    struct Step: Decodable, Sendable {
        var title: String
        /// `action` or `wait`.
        var kind: String?
        var outcome: String?
        /// The lines the app logged during it.
        var log: [String]?
        /// What the app's step probe told of it: for Trips, each request to the stubbed network when it started and
        /// when it ended.
        var requests: [String]?
        var screen: Int?
        var within: [String]?
        var startMilliseconds: Double?
        var durationMilliseconds: Double?
        /// For an action, the request it sent the app, as the transcript shows it.
        var sent: String?
        /// The index in the trace's screens of the screen the app showed when ``sent`` was sent.
        var sentOn: Int?
        /// Whether the app was settled then.
        var sentSettled: Bool?
    }

    /// A failure as the trace recorded it: where, and the screen it saw.
    struct Failure: Decodable, Sendable {
        var app: Int?
        var atMilliseconds: Double?
        /// How many of its app's steps had been recorded when it was (the runner's log's dropped ones included).
        var afterStep: Int?
        var location: String?
        /// For a runner error, where the flow made the call that failed.
        var callSite: String?
        var message: String?
        var screen: String?
        /// The same screen as the app pushed it: where a successor of a gone element is looked for.
        var screenTree: Screen?
        /// What failed.
        var kind: Kind?
        /// A runner error's parts in words, for a person: its query, what it expected, what it saw last.
        var locator: String?
        var expected: String?
        var actual: String?
        /// The same parts as values, for the server to go by.
        var target: Locator?
        var wanted: RunnerError.Wanted?
        var seen: RunnerError.Seen?
        /// Where the app built the element the failure is about, or the control the last action touched, and that
        /// line of source, when the app was asked for source places.
        var declaration: Declaration?
        /// The control the flow's last action touched, when it is another: where the app built it and that line.
        var actionDeclaration: Declaration?
        /// Where the element the failure looked for by identifier stood when a run in this session last saw it:
        /// set by the server from its earlier runs (``ElementSightings``), not read from the trace.
        var sighting: ElementSighting?

        private enum CodingKeys: String, CodingKey {
            case app, atMilliseconds, afterStep, location, callSite, message, screen, screenTree
            case kind, locator, expected, actual, target, wanted, seen, declaration, actionDeclaration
        }

        /// What failed, as `evidence.json` names it.
        enum Kind: Sendable, Equatable, Decodable {
            /// A failed `#expect` or `#require`: Swift Testing gives its values in its message alone.
            case expectation
            /// Another error thrown.
            case thrown
            /// Another issue.
            case issue
            /// A runner error, by its kind's name (`notFound`, `cannotHappen`, …: ``RunnerError/Kind/name``).
            case runner(String)

            /// Reads the kind's name.
            init(from decoder: any Decoder) throws {
                switch try decoder.singleValueContainer().decode(String.self) {
                case "expectation": self = .expectation
                case "error": self = .thrown
                case "issue": self = .issue
                case let name: self = .runner(name)
                }
            }
        }
    }

    /// These results with each flow said to have run at `date`.
    func ran(at date: Date) -> FlowRunResults {
        var results = self
        for index in results.flows.indices { results.flows[index].ranAt = date }
        return results
    }

    /// These results with each flow that `rerun` ran as it ran there, the others as they were; the counts are
    /// counted again.
    func updated(with rerun: FlowRunResults) -> FlowRunResults {
        let again = Dictionary(rerun.flows.map { ($0.key, $0) }, uniquingKeysWith: { _, last in last })
        var flows = self.flows.map { again[$0.key] ?? $0 }
        let known = Set(flows.map(\.key))
        flows += rerun.flows.filter { !known.contains($0.key) }
        var counts = ["passed": 0, "failed": 0, "flaky": 0, "skipped": 0]
        for flow in flows { counts[flow.status, default: 0] += 1 }
        return FlowRunResults(counts: counts, wallSeconds: rerun.wallSeconds, flows: flows)
    }

    /// The results in `data`, or why they cannot be read.
    static func read(_ data: Data) throws(FlowToolError) -> FlowRunResults {
        do {
            return try JSONDecoder().decode(FlowRunResults.self, from: data)
        } catch {
            throw FlowToolError("The run's results.json could not be read (\(error)).")
        }
    }
}

extension FlowRunResults.Trace {
    /// Where a failure was recorded among the steps: its app, how many of that app's steps (as the trace lists them)
    /// came before it, and how many of every app's, numbered as `make trace` numbers them; `nil` when the trace does
    /// not say (a failure before any app launched) or the app's log no longer keeps the steps before it.
    func place(of failure: FlowRunResults.Failure) -> (app: Int, inApp: Int, number: Int)? {
        guard let app = failure.app, let afterStep = failure.afterStep, let apps, apps.indices.contains(app) else {
            return nil
        }
        let inApp = afterStep - (apps[app].droppedSteps ?? 0)
        guard inApp >= 0, inApp <= apps[app].steps.count else { return nil }
        return (app, inApp, apps.prefix(app).reduce(0) { $0 + $1.steps.count } + inApp)
    }
}
