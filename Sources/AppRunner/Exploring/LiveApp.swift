import AutomationProtocol

/// One app under exploration: it carries out actions, asks the app to settle after each, and judges every step with
/// the invariants, keeping what it needs across steps (the screens the walk came from, where the app's log was read
/// to). The explorer, the shrinker and ``InvariantProbe`` all step through one.
final class LiveApp {
    /// The application driven; a fresh launch made ahead of its use puts another in its place.
    private(set) var app: Application
    /// The invariants' checks.
    let judge: StepJudge
    /// The actions since the last fresh launch.
    private(set) var walk: [ExploredAction] = []
    /// Whether the app is running and answering: false before a launch and after an invariant broke.
    private(set) var isAlive = false
    /// The names of the screens the walk came from, innermost last: where back must land.
    private var cameFrom: [String] = []
    /// How many of the session's log lines have been read.
    private var logRead = 0
    /// Makes the application each fresh launch starts, when fresh launches are made ahead; `nil`: a fresh launch
    /// launches ``app`` again.
    private let makeApplication: (@Sendable () -> Application)?
    /// The next fresh launch, under way on the other core while the walk drives this app: a walk launches afresh
    /// hundreds of times, and each launch would otherwise wait in turn on the new app's start and the old one's end.
    private var ahead: Task<Booted, Never>?
    /// The app the last fresh launch retired, ending beside the walk.
    private var retiring: Task<Void, Never>?

    /// Steps through `app` with `judge`'s invariants; every fresh launch launches `app` again.
    init(app: Application, judge: StepJudge) {
        self.app = app
        self.judge = judge
        makeApplication = nil
    }

    /// Steps with `judge`'s invariants through applications `makeApplication` makes: each fresh launch is made
    /// ahead, while the walk drives the app before it, which then ends beside the walk. An app on the driver's clock
    /// starts the same whenever it is launched, so the walk stays the same, action for action.
    init(launching makeApplication: @escaping @Sendable () -> Application, judge: StepJudge) {
        app = makeApplication()
        self.judge = judge
        self.makeApplication = makeApplication
    }

    /// The state the app last reported.
    var state: AppState? { app.latestState }

    /// Launches the app afresh (ending one that runs; `prepare` first readies the application, so that a launch
    /// starts from no data), and checks its first screen.
    func launch(prepare: (@Sendable (Application) throws -> Void)?) async -> [InvariantViolation] {
        walk = []
        cameFrom = []
        guard let makeApplication else { return adopt(await Self.boot(app, prepare: prepare, judge: judge)) }
        let next = await (ahead ?? Self.launchAhead(makeApplication(), prepare: prepare, judge: judge)).value
        ahead = Self.launchAhead(makeApplication(), prepare: prepare, judge: judge)
        let retired = app
        let before = retiring
        retiring = Task {
            await before?.value
            await retired.terminate()
        }
        return adopt(next)
    }

    /// Ends the app, the one launched ahead and the one retired last.
    func end() async {
        if let next = await ahead?.value { await next.app.terminate() }
        ahead = nil
        await retiring?.value
        retiring = nil
        await app.terminate()
    }

    /// Launches the app again, with the arguments and environment it has (keeping its data), and checks its first
    /// screen.
    private func start() async -> [InvariantViolation] {
        cameFrom = []
        return adopt(await Self.boot(app, prepare: nil, judge: judge))
    }

    /// Makes `booted` the app driven; the invariants its launch and its first screen broke.
    private func adopt(_ booted: Booted) -> [InvariantViolation] {
        app = booted.app
        isAlive = booted.isAlive
        logRead = booted.logRead
        guard isAlive else { return booted.violations }
        return state.map { judge.screen($0.screen) } ?? []
    }

    /// Carries out `action` as the explorer does, by the protocol's command (a relaunch by the runner's own).
    func perform(_ action: ExploredAction) async -> Step {
        guard let command = action.command else {
            walk.append(action)
            let broken = await start()
            return Step(refusal: nil, violations: broken, state: isAlive ? state : nil)
        }
        return await step(action) { session in
            let outcome = await session.send(command, timeout: self.judge.options.responseTimeout)
            return StepActing(
                outcome, what: "`\(action)`", timeout: judge.options.responseTimeout,
                stderr: session.snapshot.stderrTail.last)
        }
    }

    /// Carries out `action` by `act`, then has the app settle and judges the step.
    func step(_ action: ExploredAction, act: (Session) async throws -> StepActing) async rethrows -> Step {
        guard isAlive, let session = app.current.withLock({ $0 }), let before = session.latest else {
            return Step(refusal: nil, violations: [], state: nil)
        }
        walk.append(action)
        let acting = try await act(session)
        var refusal: WireError?
        switch acting {
        case .done: break
        case .refused(let error): refusal = error
        case .broke(let violation): return died([violation])
        }
        if let broken = await settle(after: "`\(action)`") { return died(broken) }
        guard let after = session.latest else { return died([]) }
        let (_, log, next) = session.appLog(since: logRead)
        logRead = next
        var broken: [InvariantViolation] = []
        if refusal == nil {
            broken += [judge.acted(action, before: before, after: after, log: log)].compactMap { $0 }
            if action == .back {
                broken += [judge.back(from: before.screen, to: after.screen, expected: cameFrom.last)].compactMap { $0 }
            }
            broken += judge.step(action, before: before.screen, after: after.screen)
            track(action, from: before.screen, to: after.screen)
        }
        broken += judge.screen(after.screen)
        return Step(refusal: refusal, violations: broken, state: after)
    }

    // MARK: - Private

    /// Asks the app to settle; the invariants it broke if it did not, ending the walk of this launch.
    private func settle(after what: String) async -> [InvariantViolation]? {
        await Self.settle(app, judge: judge, after: what)
    }

    /// Asks `app` to settle; the invariants it broke if it did not.
    private static func settle(_ app: Application, judge: StepJudge, after what: String) async
        -> [InvariantViolation]?
    {
        guard let session = app.current.withLock({ $0 }) else { return [] }
        let timeout = judge.options.settleTimeout
        let outcome = await session.send(.waitForIdle, timeout: timeout)
        if case .timedOut = outcome {
            let activity = session.latest?.activity
            let work = activity?.workSaid.map { " (\($0))" } ?? ""
            let violation = InvariantViolation(
                .settles,
                "The app did not settle within \(timeout) after \(what): \(activity?.summary ?? "no state")\(work).",
                detail: "unsettled")
            return judge.checks(.settles) ? [violation] : []
        }
        let acting = StepActing(
            outcome, what: "waitForIdle after \(what)", timeout: timeout, stderr: session.snapshot.stderrTail.last)
        guard case .broke(let violation) = acting else { return nil }
        return [violation]
    }

    /// `app` launched by ``boot(_:prepare:judge:)`` in a task of its own: ``launch(prepare:)`` awaits it, or
    /// ``end()`` does.
    private static func launchAhead(
        _ app: Application, prepare: (@Sendable (Application) throws -> Void)?, judge: StepJudge
    ) -> Task<Booted, Never> {
        Task { await boot(app, prepare: prepare, judge: judge) }
    }

    /// Launches `app` (readied by `prepare`) and has it settle: whether it runs, where its log starts, and the
    /// invariants its launch broke.
    private static func boot(
        _ app: Application, prepare: (@Sendable (Application) throws -> Void)?, judge: StepJudge
    ) async -> Booted {
        do {
            try prepare?(app)
        } catch {
            let violation = InvariantViolation(
                .noCrash, "The launch could not be prepared: \(error).", detail: "prepare")
            return Booted(app: app, isAlive: false, logRead: 0, violations: [violation])
        }
        do {
            try await app.launch()
        } catch let error as RunnerError {
            let violation = InvariantViolation(.noCrash, "The app did not start: \(error.message)", detail: "launch")
            return Booted(app: app, isAlive: false, logRead: 0, violations: judge.checks(.noCrash) ? [violation] : [])
        } catch {
            let violation = InvariantViolation(.noCrash, "The app did not start: \(error).", detail: "launch")
            return Booted(app: app, isAlive: false, logRead: 0, violations: [violation])
        }
        let logRead = app.current.withLock { $0 }?.appLog(since: 0).next ?? 0
        if let broken = await settle(app, judge: judge, after: "the launch") {
            let violations = broken.filter { judge.checks($0.invariant) }
            return Booted(app: app, isAlive: false, logRead: logRead, violations: violations)
        }
        return Booted(app: app, isAlive: true, logRead: logRead, violations: [])
    }

    /// Ends this launch's walk after an invariant broke that leaves the app unable to go on.
    private func died(_ broken: [InvariantViolation]) -> Step {
        isAlive = false
        return Step(refusal: nil, violations: broken.filter { judge.checks($0.invariant) }, state: nil)
    }

    /// Keeps where back must land: a new screen remembers the one it came from; coming back to a remembered one
    /// forgets those above it.
    private func track(_ action: ExploredAction, from before: Screen, to after: Screen) {
        guard before.alert == nil, after.alert == nil || action == .back else { return }
        if action == .back {
            if !cameFrom.isEmpty { cameFrom.removeLast() }
            return
        }
        guard before.name != after.name, after.alert == nil else { return }
        if let index = cameFrom.lastIndex(of: after.name) {
            cameFrom.removeSubrange(index...)
        } else {
            cameFrom.append(before.name)
        }
    }
}

extension LiveApp {
    /// What one step did.
    struct Step: Sendable {
        /// The app's refusal, when it refused the action.
        var refusal: WireError?
        /// The invariants the step broke.
        var violations: [InvariantViolation]
        /// The state after it; `nil` when the app can go no further.
        var state: AppState?
    }

    /// An app launched and settled, or not.
    struct Booted: Sendable {
        /// The application launched.
        var app: Application
        /// Whether it runs and settled.
        var isAlive: Bool
        /// Where its log starts.
        var logRead: Int
        /// The invariants its launch broke.
        var violations: [InvariantViolation]
    }
}
