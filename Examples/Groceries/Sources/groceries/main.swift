// The adoption code: all the grocery list needs to be driven (README.md counts these lines). A driver launches it with
// --automation --protocol-version 3, which the kit reads and checks; --driver-clock, its own argument, puts its price
// lookups on the driver's clock.
import AutomationKit
import Foundation

extension Groceries: DrivableApp {
    var liveClockAdvice: String { "launch with --driver-clock" }
}

let launch = AutomationLaunch.read(app: "groceries", options: ["--driver-clock"], requiresDriver: true)
let log = LogLines()
let app = Groceries(work: AppWork(driven: launch.appArguments.contains("--driver-clock")), log: log)
let endpoint = AutomationEndpoint(
    app: app, name: "groceries", version: "1.0", log: log, sourcePlaces: launch.sourcePlaces)
exit(await endpoint.run(lines: StandardInput.lines()))
