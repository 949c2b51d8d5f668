import Foundation
import Testing

/// `docs/architecture.md` matches the code: every file it names exists, and every module in `Sources/` has its row.
@Suite("The architecture document")
struct ArchitectureDocumentTests {
    private static let root = ProcessRunner.packageRoot

    private static func document() throws -> String {
        try String(contentsOf: root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
    }

    @Test func everyFileItNamesExists() throws {
        let text = try Self.document()
        let pattern = /`((?:[A-Za-z0-9_+-]+\/)+[A-Za-z0-9_+.-]+\.(?:swift|md|py))`/
        let named = text.matches(of: pattern).map { String($0.1) }
        #expect(named.count > 20, "the document names \(named.count) files")
        for path in named {
            let candidates = ["", "Sources/", "Tests/", "docs/"].map {
                Self.root.appendingPathComponent($0 + path).path
            }
            #expect(candidates.contains(where: FileManager.default.fileExists), "\(path) is named but not there")
        }
    }

    @Test func everyModuleHasItsRow() throws {
        let text = try Self.document()
        let modules = try FileManager.default.contentsOfDirectory(
            atPath: Self.root.appendingPathComponent("Sources").path
        )
        .filter { $0 != "CEditLine" }
        #expect(!modules.isEmpty)
        for module in modules {
            #expect(text.contains("| `\(module)` |"), "no row for \(module)")
        }
    }
}
