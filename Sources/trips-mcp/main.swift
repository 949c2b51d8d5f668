import Foundation
import TripsMCP

// trips-mcp [--app NAME|PATH] [--package PATH] [--flows TARGET] [--scratch-path PATH] [LAUNCH OPTIONS…]: an MCP server on stdio that drives
// an app on the runner's core (Trips by default) and runs its package's flows. `trips-mcp keep-sightings RESULTS.json …`
// keeps an acceptance run's sightings for it (SightingsCommand).
let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == SightingsCommand.name {
    let outcome = await SightingsCommand.run(Array(arguments.dropFirst()))
    let said = outcome.status == 0 ? FileHandle.standardOutput : FileHandle.standardError
    said.write(Data((outcome.message + "\n").utf8))
    exit(outcome.status)
}
if arguments.contains("--help") || arguments.contains("-h") {
    FileHandle.standardError.write(Data(TripsMCPCommandLine.usage.utf8))
    exit(0)
}
let parsed: TripsMCPCommandLine.Parsed
do {
    parsed = try TripsMCPCommandLine.parse(arguments)
} catch {
    FileHandle.standardError.write(Data("trips-mcp: \(error)\n".utf8))
    exit(64)
}
let driver = AppDriver(
    app: parsed.app, package: parsed.package, flowsModule: parsed.flows, scratchPath: parsed.scratchPath,
    sessionVariablePrefixes: TripsMCPCommandLine.sessionVariablePrefixes)
await StdioServer.run(MCPServer(driver: driver, notify: StdioServer.write), driver: driver)
exit(0)
