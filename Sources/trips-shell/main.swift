import Foundation
import TripsShell

// trips-shell: parse the launch arguments and start the shell (or the automation endpoint). Nothing else lives here.
// A fork server serves here, before the first `await` starts a thread, and each app it forks goes on with its own launch.
let launch = ForkServer.launch(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
let status = await Launcher.run(arguments: launch.arguments, environment: launch.environment)
exit(status)
