// The adoption code: all the countdown needs to be driven (docs/architecture.md, "Another app on the same core",
// counts these lines). The app runs on the driver's clock when launched with --driver-clock.
import AutomationKit
import Foundation

extension Countdown: DrivableApp {
    var liveClockAdvice: String { "launch with --driver-clock" }
}

let app = Countdown(work: AppWork(driven: CommandLine.arguments.contains("--driver-clock")))
let endpoint = AutomationEndpoint(app: app, name: "countdown", version: "1.0")
exit(await endpoint.run(lines: StandardInput.lines()))
