import Foundation
import Presentation

/// Starts `trips-shell`: parses the launch arguments, builds the app's environment, and hands over to the human
/// shell or the automation endpoint. Returns the process's exit status.
@MainActor
public enum Launcher {
    /// Exit status for a usage error, as sysexits.h's EX_USAGE.
    public static let usageError: Int32 = 64

    /// Runs trips-shell with these arguments (without the program name) and environment.
    public static func run(arguments: [String], environment: [String: String]) async -> Int32 {
        let options: LaunchOptions
        do {
            options = try LaunchOptions.parse(arguments, environment: environment)
        } catch {
            StandardStreams.error("trips-shell: \(error)\n")
            return usageError
        }
        if options.help {
            StandardStreams.out(LaunchOptions.helpText + DriverFacts.helpText)
            return 0
        }
        if options.identifiers {
            do {
                StandardStreams.out(try await IdentifierCatalog.markdown())
                return 0
            } catch {
                StandardStreams.error("trips-shell: could not render the screens: \(error)\n")
                return 1
            }
        }
        if options.version {
            StandardStreams.out("trips-shell \(ShellVersion.current)\n")
            return 0
        }
        let dataDirectory = DataDirectory(options: options, environment: environment)
        defer { dataDirectory.cleanUp() }
        let app: AppModel
        do {
            app = AppModel(environment: try AppEnvironment.make(from: options, dataDirectory: dataDirectory.url))
        } catch {
            StandardStreams.error("trips-shell: \(error)\n")
            return usageError
        }
        if options.automation {
            return await AutomationEndpoint(app: app).run(lines: StdinLines.stream())
        }
        let shell = InteractiveShell(app: app, options: options, environment: environment, launchArguments: arguments)
        if let problem = shell.startRecording() {
            StandardStreams.error("trips-shell: \(problem)\n")
            return usageError
        }
        return await shell.run()
    }
}
