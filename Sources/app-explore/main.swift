import AppRunner
import Foundation

// app-explore [OPTIONS] APP [ARGUMENTS…]: walks every state of an app on the core, checks the invariants every app
// must hold, and writes the crawl map and a flow per broken invariant; exit 1 when one broke, 64 on a bad command line.
let words = Array(CommandLine.arguments.dropFirst())
if words.first == "--help" || words.first == "-h" {
    print(ExplorationCommandLine.usage, terminator: "")
    exit(0)
}
let directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
let commandLine: ExplorationCommandLine
do {
    commandLine = try ExplorationCommandLine(words, directory: directory)
} catch {
    FileHandle.standardError.write(Data("app-explore: \(error)\n\n\(ExplorationCommandLine.usage)".utf8))
    exit(64)
}
let result = await commandLine.run()
do {
    try result.write(to: commandLine.output)
} catch {
    FileHandle.standardError.write(Data("app-explore: could not write \(commandLine.output.path): \(error)\n".utf8))
    exit(1)
}
print(ExplorationSummary(result: result, folder: commandLine.output.path).text, terminator: "")
exit(result.failures.isEmpty ? 0 : 1)
