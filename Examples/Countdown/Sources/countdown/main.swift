// The adoption code: all the countdown needs to be driven (docs/architecture.md, "Another app on the same core",
// counts these lines). A driver launches it with --automation --protocol-version 3, which the kit reads and checks;
// --driver-clock, its own argument, puts it on the driver's clock.
import AutomationKit
import Foundation

extension Countdown: DrivableApp {
    var liveClockAdvice: String { "launch with --driver-clock" }
}

let launch = AutomationLaunch.read(app: "countdown", options: ["--driver-clock"], requiresDriver: true)
let log = LogLines()
let app = Countdown(work: AppWork(driven: launch.appArguments.contains("--driver-clock")), log: log)
let endpoint = AutomationEndpoint(
    app: app, name: "countdown", version: "1.0", log: log, sourcePlaces: launch.sourcePlaces)
exit(await endpoint.run(lines: StandardInput.lines()))
