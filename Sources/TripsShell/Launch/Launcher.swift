import AutomationKit
import AutomationProtocol
import Foundation
import Presentation
import PrivateFiles
import TripsProtocol

/// Starts `trips-shell`: parses the launch arguments, builds the app's environment, and hands over to the human
/// shell or the automation endpoint. Returns the process's exit status.
@MainActor
public enum Launcher {
    /// Runs trips-shell with these arguments (without the program name) and environment.
    public static func run(arguments: [String], environment: [String: String]) async -> Int32 {
        let options: LaunchOptions
        do {
            options = try LaunchOptions.parse(arguments, environment: environment)
        } catch {
            StandardStreams.error("trips-shell: \(error)\n")
            return ExitStatus.usage
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
        // Under automation the app's log goes to its driver with each message; a person's shell shows none of it.
        let logLines = options.automation ? LogLines() : nil
        do {
            app = AppModel(
                environment: try AppEnvironment.make(
                    from: options, dataDirectory: dataDirectory.url, log: logLines?.log ?? .off))
        } catch let error as LaunchError {
            StandardStreams.error("trips-shell: \(error)\n")
            return ExitStatus.usage
        } catch {
            // Not a bad argument but a place the app could not use: said in the system's words, and exit 1, as any
            // other failure to do what was asked.
            StandardStreams.error("trips-shell: \(Self.cannotStart(error))\n")
            return 1
        }
        if options.automation {
            return await AutomationEndpoint(
                app: app, name: "trips-shell", version: ShellVersion.current, commands: .trips, log: logLines,
                sourcePlaces: options.sourcePlaces
            ).run(lines: StandardInput.lines(name: "trips-shell stdin"))
        }
        let shell = InteractiveShell(app: app, options: options, environment: environment, launchArguments: arguments)
        if let problem = shell.startRecording() {
            StandardStreams.error("trips-shell: \(problem)\n")
            return ExitStatus.usage
        }
        return await shell.run()
    }

    /// Why the app could not start on its data directory, in words: the path and the system's reason.
    static func cannotStart(_ error: any Error) -> String {
        if let error = error as? OwnerOnlyError {
            return "cannot make or write \(error.path): \(error.errorDescription ?? "error \(error.code)")."
        }
        return "cannot start: \(error.localizedDescription)"
    }
}
