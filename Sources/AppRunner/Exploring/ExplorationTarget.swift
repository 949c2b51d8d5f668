import Foundation

/// The app an explorer walks: its binary, how it is launched, and how a fresh launch starts from no data.
public struct ExplorationTarget: Sendable {
    /// The app's binary.
    public var executableURL: URL
    /// The app's own launch arguments, after the runner's: those that put its clock in the driver's hands among them.
    public var arguments: [String]
    /// Variables added to the runner's environment for the app.
    public var environment: [String: String]
    /// What the runner knows of the app beyond the protocol (its fork server, above all).
    public var profile: AppProfile
    /// Whether a launch asks the app's fork server (``AppProfile/forkServerArguments``).
    public var launchesByForking: Bool
    /// Readies the application before each fresh launch (a new data directory in its arguments or environment), so
    /// that every replay starts from nothing; a relaunch keeps what the launch before it was given. `nil`: nothing.
    public var prepareFreshLaunch: (@Sendable (Application) throws -> Void)?

    /// The app at `executableURL`, launched with `arguments` and `environment`.
    public init(
        executableURL: URL, arguments: [String] = [], environment: [String: String] = [:],
        profile: AppProfile = AppProfile(), launchesByForking: Bool = false,
        prepareFreshLaunch: (@Sendable (Application) throws -> Void)? = nil
    ) {
        self.executableURL = executableURL
        self.arguments = arguments
        self.environment = environment
        self.profile = profile
        self.launchesByForking = launchesByForking
        self.prepareFreshLaunch = prepareFreshLaunch
    }

    /// A new application for the target, its bounds the options'.
    func application(options: ExplorationOptions) -> Application {
        let app = Application(
            executableURL: executableURL, profile: profile, name: "explore-\(executableURL.lastPathComponent)")
        app.launchArguments = arguments
        app.launchEnvironment = environment
        app.launchesByForking = launchesByForking
        app.responseTimeout = options.responseTimeout.timeInterval
        app.launchTimeout = options.launchTimeout.timeInterval
        return app
    }
}
