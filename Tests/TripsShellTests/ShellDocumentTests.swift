import AutomationProtocol
import Foundation
import Testing
import TripsShell

/// docs/shell.md lists the shell's commands as the command table declares them: every one, in help's order, each
/// under its usage line.
@Suite("The shell document")
struct ShellDocumentTests {
    @Test func theCommandTableListsEveryShellCommandByItsUsage() throws {
        let url = ProcessRunner.packageRoot.appendingPathComponent("docs/shell.md")
        let text = try String(contentsOf: url, encoding: .utf8)
        let section = try #require(
            text.components(separatedBy: "| command | what it does |").last?.components(separatedBy: "\n\n").first)
        let usages = section.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `") else { return nil }
            return line.dropFirst(3).prefix { $0 != "`" }.replacingOccurrences(of: "\\|", with: "|")
        }
        #expect(usages == ShellHelp.commands.map(\.shellUsage))
    }
}
