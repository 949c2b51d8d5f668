import AppConformance
import Foundation

// app-conformance APP [ARGUMENTS…]: the core protocol's checks against an app binary, one line per check naming the
// section of docs/automation-protocol.md it checks; exit 1 when any fails, 64 on a bad command line.
let usage = """
    usage: app-conformance APP [ARGUMENTS…]
    Launches APP (with --automation --protocol-version 3, then ARGUMENTS) once per check of the core automation
    protocol and prints one line per check: ok, or FAIL with what the app did instead. Exit status 1 when any fails.

    """
var words = Array(CommandLine.arguments.dropFirst())
if words.first == "--help" || words.first == "-h" {
    print(usage, terminator: "")
    exit(0)
}
guard let app = words.first else {
    FileHandle.standardError.write(Data(usage.utf8))
    exit(64)
}
words.removeFirst()
let executable = URL(fileURLWithPath: app)
guard FileManager.default.isExecutableFile(atPath: executable.path) else {
    FileHandle.standardError.write(Data("app-conformance: \(app) is not an executable file\n".utf8))
    exit(64)
}
let run = ConformanceRun(launch: AppLaunch(executable: executable, arguments: words))
let failed = await run.run()
print("\(run.checks.count) checks: \(run.checks.count - failed.count) passed, \(failed.count) failed")
exit(failed.isEmpty ? 0 : 1)
