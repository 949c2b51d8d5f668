import Foundation

// trips-bench: the benchmarks behind `make bench`. Each scenario runs in a process of its own (so that its peak
// memory is its own) and prints one JSON line; scripts/bench.sh runs them and writes the report.
let arguments = Array(CommandLine.arguments.dropFirst())
guard let name = arguments.first, let scenario = Scenario.all[name] else {
    FileHandle.standardError.write(
        Data(
            "usage: trips-bench SCENARIO [RUNS]\nscenarios: \(Scenario.all.keys.sorted().joined(separator: " "))\n".utf8
        ))
    exit(64)
}
let runs = arguments.dropFirst().first.flatMap(Int.init) ?? 5
let result = await scenario.measure(runs: runs)
print(result.jsonLine)
