import Foundation

// expect-bench: the test kit's `expect` against the polling waits it replaces, in one process: how soon each wakes
// after its condition turns true, and how much CPU each burns while the condition stays false.
let runs = CommandLine.arguments.dropFirst().first.flatMap(Int.init) ?? 30
for strategy in WaitStrategy.allCases {
    let result = await WaitBenchmark(strategy: strategy).measure(runs: runs)
    print(result.jsonLine)
}
