import Foundation
import TripsShell

// trips-shell: parse the launch arguments and start the shell (or the automation endpoint). Nothing else lives here.
let status = await Launcher.run(
    arguments: Array(CommandLine.arguments.dropFirst()), environment: ProcessInfo.processInfo.environment)
exit(status)
