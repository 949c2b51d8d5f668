import AutomationProtocol

/// One app under exploration: it carries out actions, asks the app to settle after each, and judges every step with
/// the invariants, keeping what it needs across steps (the screens the walk came from, where the app's log was read
/// to). The explorer, the shrinker and ``InvariantProbe`` all step through one.
final class LiveApp {
    /// The application driven.
    let app: Application
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

    /// Steps through `app` with `judge`'s invariants.
    init(app: Application, judge: StepJudge) {
        self.app = app
        self.judge = judge
    }

    /// The state the app last reported.
    var state: AppState? { app.latestState }

    /// Launches the app afresh (ending one that runs; `prepare` first readies the application, so that a launch
    /// starts from no data), and checks its first screen.
    func launch(prepare: (@Sendable (Application) throws -> Void)?) async -> [InvariantViolation] {
        walk = []
        do {
            try prepare?(app)
        } catch {
            return [InvariantViolation(.noCrash, "The launch could not be prepared: \(error).", detail: "prepare")]
        }
        return await start()
    }

    /// Launches the app, with the arguments and environment it has, and checks its first screen.
    private func start() async -> [InvariantViolation] {
        cameFrom = []
        isAlive = false
        do {
            try await app.launch()
        } catch let error as RunnerError {
            guard judge.checks(.noCrash) else { return [] }
            return [InvariantViolation(.noCrash, "The app did not start: \(error.message)", detail: "launch")]
        } catch {
            return [InvariantViolation(.noCrash, "The app did not start: \(error).", detail: "launch")]
        }
        isAlive = true
        logRead = app.current.withLock { $0 }?.appLog(since: 0).next ?? 0
        if let broken = await settle(after: "the launch") {
            isAlive = false
            return broken.filter { judge.checks($0.invariant) }
        }
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
}
