import AutomationProtocol
import Foundation

/// What a failed case said to its apps, read back from its trace (`evidence.json`) so that `debug_flow` can say it
/// again to a fresh app: each launch's arguments, then each request with the screen the app showed when it was sent,
/// and the screen at the failure. A flow that relaunched has several launches; those on one data directory share it
/// again in the replay.
struct FlowReplayScript: Sendable, Equatable {
    /// One app of the case, from its launch.
    struct Launch: Sendable, Equatable {
        /// Its launch arguments, without the runner's own (`--automation --protocol-version N`) and without its data
        /// directory, which the replay gives it.
        var arguments: [String]
        /// The data directory it was launched on, as the flow named it: the same one names the same replay directory.
        var dataDirectory: String?
        /// Its requests, in the order sent.
        var requests: [Sent]
    }

    /// A request, and the screen the app showed when the flow sent it.
    struct Sent: Sendable, Equatable {
        /// When it was sent, from the app's launch.
        var milliseconds: Double
        /// The request's line, as written.
        var line: String
        /// The screen the app showed then, as the flow had worked it out from the app's messages.
        var screenBefore: Screen?
        /// Whether the app was settled then (it could not change without the flow): only then must the replay show
        /// the same screen; a screen shown while the app was busy may pass before the replay sees it.
        var settledBefore = true
    }

    /// The launches, in order.
    var launches: [Launch]

    /// The script of trace `document` (an `evidence.json`, read), up to the failure, or, when `beforeStep` is given,
    /// up to just before that step (numbered from 1 over every app's steps, as `make trace` numbers them).
    init(trace document: Data, beforeStep: Int? = nil) throws(FlowToolError) {
        let trace: FlowRunResults.Trace
        do {
            trace = try JSONDecoder().decode(FlowRunResults.Trace.self, from: document)
        } catch {
            throw FlowToolError("The flow's evidence.json could not be read (\(error)).")
        }
        try self.init(trace: trace, beforeStep: beforeStep)
    }

    /// The script of a trace already read (as results.json carries each case's).
    init(trace: FlowRunResults.Trace, beforeStep: Int? = nil) throws(FlowToolError) {
        let apps = trace.apps ?? []
        let cut = try Self.cut(apps, beforeStep)
        var launches: [Launch] = []
        for (index, app) in apps.enumerated() where cut.map({ index <= $0.app }) ?? true {
            guard let transcript = app.transcript else {
                throw FlowToolError("The flow's trace holds no transcript of its app \(index + 1) to replay.")
            }
            var launch = try Self.launch(transcript, app: index + 1)
            if let cut, cut.app == index {
                // The transcript's times are whole milliseconds, rounded down, and the step's are not: a request
                // stamped in the step's millisecond may have been sent after it began, and is the step's.
                launch.requests.removeAll { $0.milliseconds + 1 > cut.milliseconds }
            }
            launches.append(launch)
        }
        guard !launches.isEmpty else { throw FlowToolError("The flow's trace has no app to replay.") }
        self.launches = launches
    }

    /// Where step `number` begins: its app and its time from that app's launch.
    private static func cut(
        _ apps: [FlowRunResults.App], _ number: Int?
    ) throws(FlowToolError) -> (app: Int, milliseconds: Double)? {
        guard let number else { return nil }
        let steps = apps.enumerated().flatMap { index, app in app.steps.map { (index, $0) } }
        guard number >= 1, number <= steps.count else {
            throw FlowToolError(
                "The flow has steps 1 to \(steps.count) (as `make trace` numbers them); there is no step \(number).")
        }
        let (app, step) = steps[number - 1]
        return (app, step.startMilliseconds ?? 0)
    }

    /// One app's launch and requests from its transcript.
    private static func launch(_ transcript: String, app: Int) throws(FlowToolError) -> Launch {
        var launch: Launch?
        var tracker = StateTracker()
        var screen: Screen?
        var settled = true
        for line in transcript.split(separator: "\n") {
            if line.hasPrefix("(") {
                throw FlowToolError(
                    "The transcript of app \(app) kept only its latest lines \(line); a flow this long cannot be "
                        + "replayed from it.")
            }
            let parts = line.split(separator: " ", maxSplits: 2)
            guard parts.count == 3, parts[0].hasPrefix("+"), let time = Double(parts[0].dropFirst().dropLast())
            else { continue }
            let text = String(parts[2])
            switch parts[1] {
            case "--" where text.hasPrefix("launch "):
                launch = Self.launchLine(text)
            case "<-":
                guard let message = try? WireFormat.message(from: Array(text.utf8)) else { continue }
                let state: AppState?
                switch message {
                case .hello(let hello):
                    tracker.start(from: hello.state)
                    state = hello.state
                case .update(let update): state = try? tracker.apply(update)
                case .response(let response): state = try? tracker.apply(response.state)
                }
                if let state {
                    screen = state.screen
                    settled = !state.activity.canChangeOnItsOwn
                }
            case "->":
                launch?.requests.append(
                    Sent(milliseconds: time * 1000, line: text, screenBefore: screen, settledBefore: settled))
            default: continue
            }
        }
        guard let launch else { throw FlowToolError("The transcript of app \(app) does not say how it was launched.") }
        return launch
    }

    /// `launch PATH ARGUMENTS…` as the runner writes it.
    private static func launchLine(_ text: String) -> Launch {
        var words = text.split(separator: " ").dropFirst(2).map(String.init)
        let runners = ["--automation", "--protocol-version"]
        var arguments: [String] = []
        var dataDirectory: String?
        while !words.isEmpty {
            let word = words.removeFirst()
            if word == "--protocol-version" || word == "--data-dir" {
                let value = words.isEmpty ? nil : words.removeFirst()
                if word == "--data-dir" { dataDirectory = value }
            } else if !runners.contains(word) {
                arguments.append(word)
            }
        }
        return Launch(arguments: arguments, dataDirectory: dataDirectory, requests: [])
    }
}
