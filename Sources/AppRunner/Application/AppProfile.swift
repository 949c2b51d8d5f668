import AutomationProtocol
import Foundation

/// What a layer above the core tells the runner of the app it drives: how to find its binary when a flow names none,
/// the fork server it can serve as, what to ask it after each step for the evidence, how to name its own commands, and
/// which environment variables steer the artifacts and the snapshots. The core's own (``init(locate:forkServerArguments:forksWhenLocated:stepProbe:commandNaming:artifactsVariable:snapshots:liveClockAdvice:)``
/// with no arguments) knows none of these: an app launched by its URL, spawned, with nothing asked after a step.
///
/// ```swift
/// extension AppProfile {
///     static let notes = AppProfile(
///         locate: { try ExecutableLocator(name: "notes-app", environmentKey: "NOTES_APP_PATH").locate() },
///         forkServerArguments: ["--serve-forks"], forksWhenLocated: true)
/// }
/// let app = Application(profile: .notes)
/// ```
public struct AppProfile: Sendable {
    /// Finds the binary when the application was made without a URL, throwing a ``RunnerError`` that says where it
    /// looked; `nil`: there is nothing to find, and such a launch fails with ``RunnerError/Kind/executableNotFound``.
    public var locate: (@Sendable () throws -> URL)?
    /// The arguments that start the binary as a fork server (docs/automation-protocol.md, "Launching by forking");
    /// `nil`: it serves none, and every launch spawns it.
    public var forkServerArguments: [String]?
    /// Whether an application that finds its binary by ``locate`` launches it by its fork server unless told
    /// otherwise (``Application/launchesByForking``); one given a URL never does by default.
    public var forksWhenLocated: Bool
    /// What to ask the app after each step, for the step's evidence; `nil`: nothing.
    public var stepProbe: StepProbe?
    /// How messages and the step log name a command of the app's own when its wire name says too little; `nil` for
    /// a command the core names by its wire name and locator.
    public var commandNaming: @Sendable (Command) -> CommandNaming?
    /// The environment variable that names the folder of failure artifacts in place of the package's
    /// `.build/acceptance/artifacts`; `nil`: none does.
    public var artifactsVariable: String?
    /// The package whose `.build/acceptance/artifacts` keeps a failure's screen and transcript outside a case's
    /// evidence (a tool driving the app, as the MCP server's do), in place of the package found from the current
    /// directory; `nil`: that one. ``artifactsVariable``, when set, still wins.
    public var artifactsPackage: URL?
    /// Which environment variables record screen snapshots and name their folder.
    public var snapshots: SnapshotFolder
    /// Whether the app says where in its source it built each element and said each log line when asked
    /// (`--source-places`, docs/automation-protocol.md, "Source places"): an app on the kit does; one that does not
    /// would refuse the argument. `false` by default, so the runner asks only an app its profile vouches for.
    public var saysSourcePlaces = false
    /// How a failure to move a live clock tells the reader to launch the app on the driver's clock, completing
    /// "the runner cannot move it: …".
    public var liveClockAdvice: String

    /// A profile of these parts; with none, the core's own.
    public init(
        locate: (@Sendable () throws -> URL)? = nil, forkServerArguments: [String]? = nil,
        forksWhenLocated: Bool = false, stepProbe: StepProbe? = nil,
        commandNaming: @escaping @Sendable (Command) -> CommandNaming? = { _ in nil },
        artifactsVariable: String? = nil,
        snapshots: SnapshotFolder = SnapshotFolder(recordVariable: nil, directoryVariable: nil),
        liveClockAdvice: String = "launch the app on the driver's clock"
    ) {
        self.locate = locate
        self.forkServerArguments = forkServerArguments
        self.forksWhenLocated = forksWhenLocated
        self.stepProbe = stepProbe
        self.commandNaming = commandNaming
        self.artifactsVariable = artifactsVariable
        self.snapshots = snapshots
        self.liveClockAdvice = liveClockAdvice
    }
}
