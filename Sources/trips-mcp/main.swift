import Foundation
import TripsMCP

// trips-mcp [--shell PATH] [--package PATH] [LAUNCH OPTIONS…]: an MCP server on stdio that drives trips-shell --automation.
var arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    FileHandle.standardError.write(Data(TripsMCPCommandLine.usage.utf8))
    exit(0)
}
let shell: URL?
let package: URL?
do {
    shell = try TripsMCPCommandLine.shell(from: &arguments)
    package = try TripsMCPCommandLine.package(from: &arguments)
} catch {
    FileHandle.standardError.write(Data("trips-mcp: \(error)\n".utf8))
    exit(64)
}
let driver = AppDriver(
    shell: shell, launchOptions: arguments.isEmpty ? ["-uiTesting"] : arguments, package: package)
await StdioServer.run(MCPServer(driver: driver, notify: StdioServer.write), driver: driver)
exit(0)
