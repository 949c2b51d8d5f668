import Foundation

/// Walks every state of an app on the core breadth first, checks after every action what every app must hold (and
/// the app's own invariants), shrinks each walk that breaks one to its shortest, and writes it as a flow.
///
/// ```swift
/// var options = ExplorationOptions()
/// options.seed = 7
/// options.invariants = [ScreenInvariant("titled") { $0.title.isEmpty ? "no title" : nil }]
/// let target = ExplorationTarget(executableURL: appURL, arguments: ["--clock", "driver"])
/// let result = await Explorer(target: target, options: options).run()
/// try result.write(to: evidenceFolder)
/// #expect(result.failures.isEmpty, "\(result.failures.map(\.violation))")
/// ```
///
/// Each state is reached by replaying its shortest path from a fresh launch; the same app and seed give the same walk
/// and the same map, byte for byte, unless ``ExplorationOptions/maxDuration`` cuts it short.
public struct Explorer: Sendable {
    /// The app walked.
    public var target: ExplorationTarget
    /// How it is walked.
    public var options: ExplorationOptions
    /// Says how long the walk has taken, for ``ExplorationOptions/maxDuration``.
    private let elapsed: @Sendable () -> @Sendable () -> Duration

    /// An explorer of `target`, timed on `clock` (the continuous clock unless a test hands in another).
    public init<C: Clock>(target: ExplorationTarget, options: ExplorationOptions = ExplorationOptions(), clock: C)
    where C.Duration == Duration {
        self.target = target
        self.options = options
        elapsed = {
            let start = clock.now
            return { start.duration(to: clock.now) }
        }
    }

    /// An explorer of `target`, timed on the continuous clock.
    public init(target: ExplorationTarget, options: ExplorationOptions = ExplorationOptions()) {
        self.init(target: target, options: options, clock: ContinuousClock())
    }

    /// Walks the app, shrinks every walk that broke an invariant, and ends the app.
    public func run() async -> ExplorationResult {
        // The walk's launches are its own evidence (its map), not the running case's: a case keeps the apps its flow
        // drove, and a walk drives hundreds.
        await CaseEvidence.$current.withValue(nil) { await walkAndShrink() }
    }

    // MARK: - Private

    private func walkAndShrink() async -> ExplorationResult {
        let live = LiveApp(
            launching: { [target, options] in target.application(options: options) }, judge: StepJudge(options: options)
        )
        let walk = ExplorationWalk(live: live, options: options, prepare: target.prepareFreshLaunch)
        let stoppedBy = await walk.run(elapsed: elapsed())
        var failures: [ExplorationFailure] = []
        var written: [String: Int] = [:]
        for (violation, steps, direct) in walk.broken {
            let (shrunk, replays) = await shrink(steps, direct: direct, breaking: violation, live: live)
            let count = (written[violation.invariant] ?? 0) + 1
            written[violation.invariant] = count
            let name =
                "explored" + violation.invariant.prefix(1).uppercased() + violation.invariant.dropFirst()
                + (count > 1 ? "\(count)" : "")
            var failure = ExplorationFailure(
                violation: violation, walk: steps, shrunk: shrunk, replays: replays,
                flowFile: Self.fileName(name), flowSource: "")
            failure.flowSource = ExploredFlowWriter(target: target, options: options).source(for: failure, name: name)
            failures.append(failure)
        }
        await live.end()
        let map = MapBuilder(walk: walk, app: target.executableURL.lastPathComponent, seed: options.seed)
            .map(stoppedBy: stoppedBy, failures: failures)
        return ExplorationResult(map: map, failures: failures)
    }

    /// The shortest part of `steps` that breaks `violation` the same way, each candidate replayed from a fresh
    /// launch, and how many replays that took: from `direct`, the shortest way to where it broke, when that breaks it
    /// too, else from the whole walk.
    private func shrink(
        _ steps: [ExploredAction], direct: [ExploredAction], breaking violation: InvariantViolation, live: LiveApp
    ) async -> ([ExploredAction], Int) {
        let breaks: ([ExploredAction]) async -> Bool = { candidate in
            if await live.launch(prepare: target.prepareFreshLaunch).contains(violation) { return true }
            for action in candidate {
                guard live.isAlive else { return false }
                if await live.perform(action).violations.contains(violation) { return true }
            }
            return false
        }
        var start = steps
        var replays = 0
        if direct.count < steps.count, options.shrinkReplays > 0 {
            replays += 1
            if await breaks(direct) { start = direct }
        }
        let shrinker = DeltaDebugging<ExploredAction>(budget: options.shrinkReplays - replays)
        let (shrunk, tries) = await shrinker.minimize(start, fails: breaks)
        return (shrunk, replays + tries)
    }

    /// `exploredNoCrash` → `ExploredNoCrash.swift`.
    private static func fileName(_ name: String) -> String {
        name.prefix(1).uppercased() + name.dropFirst() + ".swift"
    }
}

extension [InvariantViolation] {
    /// Whether one of these breaks the same invariant the same way as `violation`.
    func contains(_ violation: InvariantViolation) -> Bool {
        contains { $0.signature == violation.signature }
    }
}
