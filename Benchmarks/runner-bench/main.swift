import Foundation
import TripsRunner

// runner-bench: the acceptance runner measured against the real trips-shell. `runner-bench SCENARIO [RUNS]` prints
// one JSON line. Scenarios: launch (launch to first screen), step (tap to settled screen), wake (from the app's
// state that met a wait arriving to the waiting flow running again; wake-rows, the same on one cell of 1,000 rows;
// wake-newest, from the newest state, as round one timed it), flow-parts (where a flow run's fixed cost goes), story (the benchmark's user story, whole; with
// a schedule, playwright, 200ms or 1s, its waits poll on it), long-flow (one app driven for STEPS steps: is the last
// tenth as fast and as small as the first?), query-label and query-predicate (a query resolved over a screen of 1,000
// elements, in process).
// Each scenario runs as a flow runs under `withApp`: in `Application.drive`, so that a wait wakes it where the app's
// line was read.
let arguments = Array(CommandLine.arguments.dropFirst())
let runs = arguments.dropFirst().first.flatMap(Int.init) ?? 20
do {
    try await Application.drive {
        try await runScenario()
    }
} catch {
    FileHandle.standardError.write(Data("runner-bench: \(error)\n".utf8))
    exit(1)
}

/// Runs the scenario the arguments name and prints its line.
func runScenario() async throws {
    switch arguments.first {
    case "launch": print(try await RunnerScenarios.launch(runs: runs).jsonLine)
    case "step": print(try await RunnerScenarios.step(runs: runs).jsonLine)
    case "wake": print(try await RunnerScenarios.wake(runs: runs).jsonLine)
    case "flow-parts": print(try await RunnerScenarios.flowParts(runs: runs))
    case "wake-rows": print(try await RunnerScenarios.wakeOnRows(runs: runs).jsonLine)
    case "wake-newest": print(try await RunnerScenarios.wake(runs: runs, fromNewest: true).jsonLine)
    case "story" where arguments.count > 2:
        guard let schedule = PollSchedule.all[arguments[2]] else {
            FileHandle.standardError.write(
                Data("runner-bench: schedules: \(PollSchedule.all.keys.sorted().joined(separator: " "))\n".utf8))
            exit(64)
        }
        print(try await RunnerScenarios.story(runs: runs, polling: schedule).jsonLine)
    case "story": print(try await RunnerScenarios.story(runs: runs).jsonLine)
    case "long-flow": print(try await RunnerScenarios.longFlow(steps: runs))
    case "query-label": print(QueryScenarios.label(runs: runs).jsonLine)
    case "query-predicate": print(QueryScenarios.predicate(runs: runs).jsonLine)
    default:
        FileHandle.standardError.write(
            Data(
                ("usage: runner-bench launch|step|wake|wake-rows|flow-parts|wake-newest|query-label|query-predicate [RUNS] | story [RUNS [SCHEDULE]] | "
                    + "long-flow [STEPS]\n").utf8))
        exit(64)
    }
}
