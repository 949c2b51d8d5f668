import AutomationProtocol
import Foundation
import Testing
import TripsProtocol

@testable import ProtocolTables

/// The documents' tables are made from the declarations, and only what stands between a table's markers is rewritten.
@Suite("The documents' tables")
struct DocumentTableTests {
    private let table = DocumentTable(
        "sample", in: "docs/sample.md", header: ["command", "what"], rows: [["`a|b`", "one\ntwo"]])

    @Test func aCellsPipeIsEscapedAndALineBreakIsASpace() {
        #expect(table.markdown == "| command | what |\n|---|---|\n| `a\\|b` | one two |")
    }

    @Test func writingReplacesOnlyWhatStandsBetweenTheMarkers() throws {
        let text = "# Title\n\n\(table.beginMarker)\n| old |\n\(table.endMarker)\n\nAfter.\n"
        let written = try table.written(into: text)
        #expect(written == "# Title\n\n\(table.block)\n\nAfter.\n")
        #expect(try table.isCurrent(in: written))
        #expect(try !table.isCurrent(in: text))
    }

    @Test(arguments: ["no markers\n", "<!-- table \"sample\" -->\n"])
    func aDocumentWithoutTheMarkersIsAProblemThatNamesThem(text: String) {
        let problem = #expect(throws: TableProblem.self) { try table.written(into: text) }
        #expect(problem?.description.contains("docs/sample.md must hold the table \"sample\" once") == true)
    }

    @Test func aTableTwiceIsAProblem() {
        let text = [table.block, table.block].joined(separator: "\n")
        #expect(throws: TableProblem.self) { try table.written(into: text) }
    }

    /// Every command the app is sent says what the app does before it answers, so that its row has a text.
    @Test func everyWireCommandHasItsRowInItsDocumentsTable() throws {
        let tables = try DocumentTable.all()
        let commands = tables.filter {
            $0.header.first == "command" && $0.header.last?.hasPrefix("what the app") == true
        }
        let listed = commands.flatMap(\.rows).map { $0[0] }
        #expect(listed == CommandTable.trips.wireNames.map { "`\($0)`" })
    }

    @Test func aWireCommandWithoutWireSummaryIsAProblemThatNamesIt() {
        let silent = CommandDefinition(
            "doubleTap", title: "Tap twice", summary: "tap twice", wire: "doubleTap", recorded: .notRecorded("a test"))
        let problem = #expect(throws: TableProblem.self) {
            try DocumentTable.commands("sample", [silent], in: "docs/sample.md")
        }
        #expect(problem?.description.hasPrefix("`doubleTap` is sent to the app") == true)
    }

    /// The core's document lists the core's fields, and Trips' the fields Trips' commands add; each request field a
    /// command of the table sends has its row in one of them.
    @Test func everyFieldACommandSendsHasARowNamingTheCommand() throws {
        let fields = try DocumentTable.all().filter { $0.header == ["field", "type", "rule"] }.flatMap(\.rows)
        for definition in CommandTable.trips.commands.map(\.definition) {
            for field in definition.wireArguments.compactMap(\.wireField) {
                let rows = fields.filter { $0[0] == "`\(field)`" && $0[2].contains("`\(definition.name)`") }
                #expect(rows.count == 1, "\(field) of \(definition.name)")
            }
        }
    }

    @Test func theErrorTableListsEveryCodeInOrderAndMarksTheAppsOwn() throws {
        let errors = try #require(try DocumentTable.all().first { $0.name == "errors" })
        #expect(errors.rows.map { $0[0] } == WireError.Code.allCases.map { "`\($0.rawValue)`" })
        #expect(errors.rows.filter { $0[1] != "core" }.map { $0[0] } == ["`notStubbed`"])
    }
}
