import Foundation
import ProtocolTables
import Testing

/// Checking and writing a package's documents: a stale table is named, and writing makes it current.
@Suite("Checking and writing the documents")
struct DocumentTablesTests {
    @Test func aStaleTableIsNamedAndWritingMakesItCurrent() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("protocol-tables-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("docs"), withIntermediateDirectories: true)
        let table = DocumentTable("sample", in: "docs/sample.md", header: ["a"], rows: [["1"]])
        let stale = "Before.\n\(table.beginMarker)\n| a |\n|---|\n| 0 |\n\(table.endMarker)\nAfter.\n"
        try Data(stale.utf8).write(to: root.appendingPathComponent("docs/sample.md"))
        let tables = DocumentTables(root: root, tables: [table])

        #expect(
            tables.stale() == [
                "docs/sample.md: the table \"sample\" differs from its declarations; write it again with make docs "
                    + "(protocol-tables --write)."
            ])
        #expect(try tables.write() == ["docs/sample.md"])
        #expect(tables.stale().isEmpty)
        let written = try String(contentsOf: root.appendingPathComponent("docs/sample.md"), encoding: .utf8)
        #expect(written == "Before.\n\(table.block)\nAfter.\n")
        #expect(try tables.write().isEmpty)
    }

    @Test func aMissingDocumentIsNamed() {
        let root = URL(fileURLWithPath: "/nonexistent-protocol-tables")
        let table = DocumentTable("sample", in: "docs/sample.md", header: ["a"], rows: [])
        let problems = DocumentTables(root: root, tables: [table]).stale()
        #expect(problems.count == 1 && problems[0].hasPrefix("Cannot read docs/sample.md"))
    }
}
