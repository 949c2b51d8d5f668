import AutomationProtocol
import Foundation
import Testing
import TripsMCP

/// docs/agents.md documents every tool the server lists: each has a section whose heading names it, so a tool added
/// to the command table fails here until an agent can read what it does.
@Suite("The agents document")
struct AgentsDocumentTests {
    @Test func everyToolHasASectionThatNamesIt() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("docs/agents.md"), encoding: .utf8)
        let headings = text.split(separator: "\n").filter { $0.hasPrefix("### ") }
        #expect(!headings.isEmpty)
        for tool in ToolCatalog.trips.tools {
            #expect(
                headings.contains { $0.contains("`\(tool.name)`") }, "no section of docs/agents.md names \(tool.name)")
        }
    }
}
