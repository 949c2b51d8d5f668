import AutomationProtocol
import Foundation
import Locking

/// The app under test, driven from outside through its automation protocol, as XCUITest's `XCUIApplication`.
///
/// ```swift
/// let app = Application(executableURL: URL(fileURLWithPath: ".build/debug/notes-app"))
/// app.launchArguments = ["--sample-data"]
/// try await app.launch()
/// try await app.cells["row.first"].tap()
/// ```
///
/// Each launch starts a new process with `--automation --protocol-version 3` (the version the runner reads) and the
/// launch arguments. What the runner knows of the app beyond the protocol (how to find it, its fork server, what to
/// ask it after each step) is its ``AppProfile``, which a layer above the core hands in. No process outlives the
/// application: `terminate()` ends it, `deinit` kills it, and a runner killed outright closes the app's stdin, which
/// ends the app (see `docs/automation-protocol.md`).
public final class Application: Sendable {
    /// What the test sets before launching.
    struct Settings: Sendable {
        var executableURL: URL?
        var profile: AppProfile
        var name: String?
        var arguments: [String] = []
        var environment: [String: String] = [:]
        var launchTimeout: TimeInterval = 10
        var defaultTimeout: TimeInterval = 10
        var responseTimeout: TimeInterval = 5
        var terminationGracePeriod: TimeInterval = 2
        var allowsDuplicateIdentifiers = false
        var advanceClockHint = "app.clock.advance(by:)"
        var snapshotsDirectory: URL?
        var recordsSnapshots: Bool
        var stateObserver: (@Sendable (AppState, ContinuousClock.Instant) -> Void)?
        var launchesByForking: Bool?
        var asksSourcePlaces: Bool?
    }

    let settings: Lock<Settings>
    let current = Lock<Session?>(nil)

    /// Makes an application for the binary at `executableURL`, driven as `profile` says (by default, the core's
    /// own: spawned, with nothing asked after a step).
    ///
    /// `name` names the failure artifacts' folder; without it, the running Swift Testing test's name is used.
    public init(executableURL: URL, profile: AppProfile = AppProfile(), name: String? = nil) {
        settings = Lock(Settings(executableURL: executableURL, profile: profile, name: name))
    }

    /// Makes an application for the binary `profile` finds (``AppProfile/locate``) at each launch.
    ///
    /// `name` names the failure artifacts' folder; without it, the running Swift Testing test's name is used.
    public init(profile: AppProfile, name: String? = nil) {
        settings = Lock(Settings(executableURL: nil, profile: profile, name: name))
    }

    deinit {
        current.withLock { $0 }?.kill()
    }

    // MARK: - Settings

    /// The binary ``launch()`` starts: the one the application was made for, or `nil` when its profile finds one at
    /// each launch (``AppProfile/locate``). Set it to launch another binary from the next launch on.
    public var executableURL: URL? {
        get { settings.withLock { $0.executableURL } }
        set { settings.withLock { $0.executableURL = newValue } }
    }

    /// Arguments passed after `--automation --protocol-version 3`, which the runner always adds first.
    public var launchArguments: [String] {
        get { settings.withLock { $0.arguments } }
        set { settings.withLock { $0.arguments = newValue } }
    }

    /// Variables added to the runner's own environment for the app.
    public var launchEnvironment: [String: String] {
        get { settings.withLock { $0.environment } }
        set { settings.withLock { $0.environment = newValue } }
    }

    /// The name of the artifacts' folder; defaults to the running Swift Testing test's name.
    public var testName: String? {
        get { settings.withLock { $0.name } }
        set { settings.withLock { $0.name = newValue } }
    }

    /// How long `launch()` waits for the app's hello, in seconds (10).
    public var launchTimeout: TimeInterval {
        get { settings.withLock { $0.launchTimeout } }
        set { settings.withLock { $0.launchTimeout = newValue } }
    }

    /// How long actions wait for their element, and reads for the app, in seconds (10).
    public var defaultTimeout: TimeInterval {
        get { settings.withLock { $0.defaultTimeout } }
        set { settings.withLock { $0.defaultTimeout = newValue } }
    }

    /// How long a request may go unanswered before the app is reported as hanging, in seconds (5).
    public var responseTimeout: TimeInterval {
        get { settings.withLock { $0.responseTimeout } }
        set { settings.withLock { $0.responseTimeout = newValue } }
    }

    /// How long `terminate()` lets the app end after closing its stdin before killing it, in seconds (2).
    public var terminationGracePeriod: TimeInterval {
        get { settings.withLock { $0.terminationGracePeriod } }
        set { settings.withLock { $0.terminationGracePeriod = newValue } }
    }

    /// Whether a screen may show one identifier twice; by default such a screen fails every query (strict).
    public var allowsDuplicateIdentifiers: Bool {
        get { settings.withLock { $0.allowsDuplicateIdentifiers } }
        set { settings.withLock { $0.allowsDuplicateIdentifiers = newValue } }
    }

    /// How a failure tells its reader to move the driver's clock: the runner's call (`app.clock.advance(by:)`) for a
    /// flow; a front end on the runner names its own command instead (the MCP server's `advance_clock` tool).
    public var advanceClockHint: String {
        get { settings.withLock { $0.advanceClockHint } }
        set { settings.withLock { $0.advanceClockHint = newValue } }
    }

    /// Whether `launch()` starts the app by its fork server (the binary started with
    /// ``AppProfile/forkServerArguments``, which forks a fresh app from a process that has already loaded:
    /// docs/automation-protocol.md, "Launching by forking") rather than by `exec`. By default, as
    /// ``AppProfile/forksWhenLocated`` says for a binary the profile finds; no for a binary given to
    /// ``init(executableURL:profile:name:)``, which may not be one that serves. Either way each launch is a new
    /// process with fresh state; when the profile names no fork server the app is spawned, and when the server cannot
    /// serve it is spawned and the transcript says why.
    public var launchesByForking: Bool {
        get { settings.withLock { $0.forks } }
        set { settings.withLock { $0.launchesByForking = newValue } }
    }

    /// Whether `launch()` asks the app to say where in its source it built each element and said each log line
    /// (docs/automation-protocol.md, "Source places"), so that a failure names the line that declared the control it
    /// touched. By default, when the profile says the app can (``AppProfile/saysSourcePlaces``) and the case keeps
    /// evidence (``EvidenceTrait``): an app asked nothing sends nothing of its source. Set before `launch()`.
    public var asksSourcePlaces: Bool {
        get {
            settings.withLock { $0.asksSourcePlaces ?? ($0.profile.saysSourcePlaces && CaseEvidence.current != nil) }
        }
        set { settings.withLock { $0.asksSourcePlaces = newValue } }
    }

    /// Called with every state the app reports (its hello's, each update's and each answer's) and the moment its line
    /// arrived, before any wait sees it: for tools that time the app, such as the benchmark of how soon a wait wakes
    /// after the state that met it. Called on the runner's reading thread, so keep it short. Set before `launch()`.
    public var stateObserver: (@Sendable (AppState, ContinuousClock.Instant) -> Void)? {
        get { settings.withLock { $0.stateObserver } }
        set { settings.withLock { $0.stateObserver = newValue } }
    }

    // MARK: - State

    /// Whether the app runs, and how it ended if it did.
    public var state: ApplicationState {
        guard let known = current.withLock({ $0 })?.snapshot else { return .notRunning }
        if known.terminatedByRunner { return .notRunning }
        switch known.exit {
        case nil: return .runningForeground
        case .exited(let status): return .exited(status: status)
        case .signalled(let signal): return .crashed(signal: signal)
        }
    }

    /// The app's process identifier while it runs (or after it ended), `nil` before launch.
    public var processIdentifier: Int32? {
        current.withLock { $0 }?.pid
    }

    /// The latest state the app pushed (its screen and activity), `nil` before it pushed any.
    public var latestState: AppState? {
        current.withLock { $0 }?.latest
    }

    /// The current screen as `TextRenderer` renders it, from the latest state the app pushed.
    public var screenText: String {
        guard let latest = current.withLock({ $0 })?.latest else { return "(no screen: the app is not running)\n" }
        return TextRenderer.render(latest.screen)
    }

    /// The transcript of the current session so far: every request, answer, update and stderr line.
    public var transcript: String {
        current.withLock { $0 }?.transcript.render() ?? ""
    }

    /// The app's clock, which a flow can move when the app runs on the driver's clock.
    public var clock: AppClock { AppClock(app: self) }
}

extension Application.Settings {
    /// The settings of an application that has not been changed yet.
    init(executableURL: URL?, profile: AppProfile, name: String?) {
        self.executableURL = executableURL
        self.profile = profile
        self.name = name ?? TestContext.currentTestName
        recordsSnapshots = profile.snapshots.records(RunnerEnvironment.variables)
    }

    /// Whether a launch asks the fork server: as set, or by default for a binary the profile finds, as it says.
    var forks: Bool {
        launchesByForking ?? (executableURL == nil && profile.forksWhenLocated)
    }
}
