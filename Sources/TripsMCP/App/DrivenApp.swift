import AutomationProtocol
import Foundation
import TripsRunner

/// The app the server's tools drive, named the way a flow names it: by an app profile (Trips' is
/// ``trips(executable:launchOptions:)``), by a path, or by an executable product of the package whose flows the flow
/// tools run; with the launch options it starts with, the commands of its own it declares (each a tool), and what the
/// server says of it. The server knows nothing of an app but what this says.
public struct DrivenApp: Sendable {
    /// How the server's messages name the app (`countdown`).
    public var name: String
    /// The app's name for people, as `serverInfo`'s title gives it.
    public var title: String
    /// How the runner drives it.
    public var profile: AppProfile
    /// The binary, when given by its path; `nil`: ``product`` or the profile's ``AppProfile/locate`` finds it.
    public var executable: URL?
    /// An executable product of the package, found in its debug build (and built first when it is not there).
    public var product: String?
    /// The launch options the app starts with (after the runner's `--automation`).
    public var launchOptions: [String]
    /// The commands the app declares for itself, each a tool after the core's (in this order).
    public var commands: [CommandID]
    /// Where the app keeps its data, when it takes a folder for it: the server then gives it one of its own.
    public var dataDirectory: DataDirectory?
    /// What an answer to one of the app's own commands says before the screen, if anything.
    public var answerText: @Sendable (Command, CommandAnswer?) throws -> String?
    /// What a relaunch keeps, said where a crashed app is to be relaunched (`no saved trip is lost`); `nil`: nothing.
    public var relaunchKeeps: String?
    /// Where the app's launch options are listed, said when it refuses them.
    public var optionsHelp: String
    /// What the server's instructions say of the app (what it is, its own tools, its clock), before what every app
    /// shares.
    public var instructions: String
    /// How `record_flow` writes a flow for this app.
    public var recording: Recording

    /// An app's data folder: the launch option that names it, and when a launch gets a fresh one by default.
    public struct DataDirectory: Sendable {
        /// The option, followed by the folder (`--data-dir`).
        public var option: String
        /// Whether a first launch with these options gets a folder of the server's own.
        public var freshByDefault: @Sendable ([String]) -> Bool

        /// A data folder named by `option`, given fresh to a first launch whose options `freshByDefault` accepts.
        public init(option: String, freshByDefault: @escaping @Sendable ([String]) -> Bool) {
            self.option = option
            self.freshByDefault = freshByDefault
        }
    }

    /// How a recorded flow launches the app.
    public enum Recording: Sendable {
        /// By the function the package's pages declare (`// recorded: launch => withTimer`), as its flows do.
        case declaredLaunch
        /// By a launch of the layer's own, when the session's options allow it: `nil` when they do, else why not.
        case layer(refusal: @Sendable ([String]) -> String?)
    }

    /// An app no profile describes: the binary at `executable`, or the package's product `product`, launched with
    /// `launchOptions`, driven by the core alone: no command of its own, no data folder the server manages.
    public init(name: String, executable: URL? = nil, product: String? = nil, launchOptions: [String]) {
        self.name = name
        title = name
        profile = AppProfile()
        self.executable = executable
        self.product = product
        self.launchOptions = launchOptions
        commands = []
        dataDirectory = nil
        answerText = { _, _ in nil }
        relaunchKeeps = nil
        optionsHelp = "its own usage lists them"
        instructions = "The app, \(name), is driven here as a test drives it."
        recording = .declaredLaunch
    }

    /// The app a command-line word names: a path (with a `/`) to an executable, else a product of `package`.
    public static func named(_ word: String, launchOptions: [String]) -> DrivenApp {
        guard word.contains("/") else { return DrivenApp(name: word, product: word, launchOptions: launchOptions) }
        let url = URL(fileURLWithPath: word).standardizedFileURL
        return DrivenApp(name: url.lastPathComponent, executable: url, launchOptions: launchOptions)
    }

    /// The command table of the app's commands and the server's tools.
    var table: CommandTable { CommandTable(appCommands: commands, driverCommands: CommandID.driverTools) }

    /// The app's command line as a message shows it, with `options`.
    func commandLine(_ options: [String]) -> String {
        ([name, "--automation"] + options).joined(separator: " ")
    }
}
