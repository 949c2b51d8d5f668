import Foundation

/// What a failed case said to its apps, read back from its trace (`evidence.json`) so that `debug_flow` can say it
/// again to a fresh app: each launch's arguments, then each action's request with the screen the app showed when it
/// was sent, up to where the first failure was recorded (or up to a step), and the screen the app must end on. A flow
/// that relaunched has several launches; those on one data directory share it again in the replay.
///
/// Steps are numbered from 1 over every app's steps, as `make trace` and run_flows number them.
struct FlowReplayScript: Sendable, Equatable {
    /// One app of the case, from its launch.
    struct Launch: Sendable, Equatable {
        /// The binary the flow launched, by its path.
        var executable: String?
        /// Its launch arguments, without the runner's own and without its data directory, which the replay gives it.
        var arguments: [String]
        /// The data directory it was launched on, as the flow named it: the same one names the same replay directory.
        var dataDirectory: String?
        /// The requests of its steps the replay says again, in order.
        var requests: [Sent]
    }

    /// An action's request, and the screen the app showed when the flow sent it.
    struct Sent: Sendable, Equatable {
        /// The step that sent it.
        var step: Int
        /// That step's title, as run_flows and `make trace` show it (`tap "trip.kyoto"`).
        var title: String
        /// The request's line, as written.
        var line: String
        /// The screen the app showed then, as rendered.
        var screenBefore: String?
        /// Whether the app was settled then (it could not change without the flow): only then must the replay show
        /// the same screen; a screen shown while the app was busy may pass before the replay sees it.
        var settledBefore = true
    }

    /// A step the flow took, as the answer names it.
    struct Step: Sendable, Equatable {
        /// Its title (`tap "trip.kyoto"`).
        var title: String
        /// Whether it did what it was asked (an action answered, a wait met): a failure after one that did came after
        /// it, not in it.
        var succeeded: Bool
    }

    /// The launches, in order.
    var launches: [Launch]
    /// How many steps the replay goes through: it stops after this one.
    var steps: Int
    /// How many steps the flow took in all.
    var totalSteps: Int
    /// The step the replay stops after; `nil` when it stops before the first.
    var lastStep: Step?
    /// The step after it, which the replay does not take; `nil` when the flow took none.
    var nextStep: Step?
    /// The screen the app must end on: the failure's, or the one the step before the step asked for left.
    var target: String?

    /// The script of trace `document` (an `evidence.json`, read), up to where its first failure was recorded, or,
    /// when `beforeStep` is given, up to just before that step.
    init(trace document: Data, beforeStep: Int? = nil, dataOption: String? = nil) throws(FlowToolError) {
        let trace: FlowRunResults.Trace
        do {
            trace = try JSONDecoder().decode(FlowRunResults.Trace.self, from: document)
        } catch {
            throw FlowToolError("The flow's evidence.json could not be read (\(error)).")
        }
        try self.init(trace: trace, beforeStep: beforeStep, dataOption: dataOption)
    }

    /// The script of a trace already read (as results.json carries each case's); `dataOption` is the launch option
    /// that names the app's data directory, when it takes one.
    init(trace: FlowRunResults.Trace, beforeStep: Int? = nil, dataOption: String? = nil) throws(FlowToolError) {
        guard trace.version == FlowRunResults.evidenceVersion else {
            throw FlowToolError(
                "The flow's trace is evidence version \(trace.version.map(String.init) ?? "(none)"), which debug_flow "
                    + "does not read (it reads version \(FlowRunResults.evidenceVersion)): run the flow again.")
        }
        let apps = trace.apps ?? []
        let cut = try Self.cut(trace, beforeStep)
        var launches: [Launch] = []
        var number = 0
        for (index, app) in apps.enumerated() where index <= cut.app {
            guard let arguments = app.arguments else {
                throw FlowToolError("The flow's trace does not say how its app \(index + 1) was launched.")
            }
            let kept = index == cut.app ? cut.inApp : app.steps.count
            if (app.droppedSteps ?? 0) > 0, kept > 0 {
                throw FlowToolError(
                    "The runner kept only the latest \(app.steps.count) steps of app \(index + 1); a flow this long "
                        + "cannot be replayed from its trace.")
            }
            var launch = Self.launch(arguments, dataOption: dataOption)
            launch.executable = app.executable
            for step in app.steps.prefix(kept) {
                number += 1
                // An action the app refused or did not answer changed nothing the replay must say again.
                guard let line = step.sent, step.outcome == "ok" else { continue }
                let screen = step.sentOn.flatMap { Self.screen($0, of: trace) }
                launch.requests.append(
                    Sent(
                        step: number, title: step.title, line: line, screenBefore: screen,
                        settledBefore: step.sentSettled ?? true))
            }
            launches.append(launch)
        }
        guard !launches.isEmpty else { throw FlowToolError("The flow's trace has no app to replay.") }
        self.launches = launches
        steps = number
        totalSteps = apps.reduce(0) { $0 + $1.steps.count }
        let last = cut.inApp > 0 ? apps[cut.app].steps[cut.inApp - 1] : nil
        let seen = { (step: FlowRunResults.Step) in
            Step(title: step.title, succeeded: ["ok", "met"].contains(step.outcome ?? ""))
        }
        lastStep = last.map(seen)
        nextStep = apps.flatMap(\.steps).dropFirst(number).first.map(seen)
        if beforeStep == nil {
            target = trace.failures?.first?.screen
        } else {
            target = last?.screen.flatMap { Self.screen($0, of: trace) }
        }
    }

    /// The trace's screen numbered `index`.
    private static func screen(_ index: Int, of trace: FlowRunResults.Trace) -> String? {
        guard let screens = trace.screens, screens.indices.contains(index) else { return nil }
        return screens[index]
    }

    /// Where the replay stops: in which app, after how many of its steps (as the trace lists them).
    private static func cut(
        _ trace: FlowRunResults.Trace, _ beforeStep: Int?
    ) throws(FlowToolError) -> (app: Int, inApp: Int) {
        let apps = trace.apps ?? []
        guard let number = beforeStep else {
            guard let failure = trace.failures?.first else {
                throw FlowToolError("The flow's trace records no failure to open: name a `step`.")
            }
            guard let place = trace.place(of: failure) else {
                throw FlowToolError(
                    "The flow's trace does not say after which step its failure was recorded (it came before any app "
                        + "launched, or after steps the runner no longer keeps): name a `step`.")
            }
            return (place.app, place.inApp)
        }
        let steps = apps.enumerated().flatMap { index, app in app.steps.indices.map { (index, $0) } }
        guard number >= 1, number <= steps.count else {
            throw FlowToolError(
                "The flow has steps 1 to \(steps.count) (as `make trace` numbers them); there is no step \(number).")
        }
        return steps[number - 1]
    }

    /// A launch's arguments, its data directory (after `dataOption`) taken out.
    private static func launch(_ given: [String], dataOption: String?) -> Launch {
        var words = given
        var arguments: [String] = []
        var dataDirectory: String?
        while !words.isEmpty {
            let word = words.removeFirst()
            if word == dataOption {
                dataDirectory = words.isEmpty ? nil : words.removeFirst()
            } else {
                arguments.append(word)
            }
        }
        return Launch(executable: nil, arguments: arguments, dataDirectory: dataDirectory, requests: [])
    }
}
