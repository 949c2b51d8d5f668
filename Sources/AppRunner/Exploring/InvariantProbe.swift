/// Checks the explorer's invariants around the steps of a flow, as the explorer checked them around its actions: the
/// flows the explorer writes take each step through one, so that they fail for the reason the walk did.
///
/// ```swift
/// let probe = InvariantProbe(app: app, checking: ["controlsAct"])
/// try await probe.launch()
/// try await probe.step(.tap("home.next", role: .button)) { try await app.buttons["home.next"].tap() }
/// ```
///
/// A step that breaks a checked invariant throws the ``InvariantViolation``; a flow's own failure (an element that
/// never comes) is thrown as it is.
public final class InvariantProbe {
    private let live: LiveApp
    private let options: ExplorationOptions

    /// A probe of `app` that checks the invariants named in `checking` (every one the options do not turn off when
    /// `nil`), with the options' declarations, and gives the app `settleTimeout` to settle after each step.
    public init(
        app: Application, checking: Set<String>? = nil, options: ExplorationOptions = ExplorationOptions(),
        settleTimeout: Duration? = nil
    ) {
        var options = options
        if let settleTimeout { options.settleTimeout = settleTimeout }
        self.options = options
        live = LiveApp(app: app, judge: StepJudge(options: options, only: checking))
    }

    /// Launches the app and checks its first screen.
    public func launch() async throws {
        if let broken = await live.launch(prepare: nil).first { throw broken }
        guard live.isAlive else {
            throw InvariantViolation("launch", "The app did not start.", detail: "launch")
        }
    }

    /// Takes one step of a flow, `action` saying what it does (a tap is checked for doing something, back for where
    /// it lands), then has the app settle and checks the invariants.
    public func step(_ action: ExploredAction, _ body: () async throws -> Void) async throws {
        let timeout = options.responseTimeout
        let step = try await live.step(action) { _ in
            do {
                try await body()
                return .done
            } catch let error as RunnerError {
                return try StepActing(error, what: "`\(action)`", timeout: timeout)
            }
        }
        if let broken = step.violations.first { throw broken }
        guard step.state != nil else {
            throw InvariantViolation("probe", "The app can go no further after `\(action)`.", detail: "ended")
        }
    }
}
