import AutomationProtocol
import Foundation
import Presentation
import Testing
import TripsShell

/// The protocol document and `--help` say what the code does: the timing facts, the error codes, the greeting, and
/// the identifier catalog.
@MainActor
@Suite("The protocol document", .timeLimit(.minutes(1)))
struct ProtocolDocumentTests {
    private static let docs = ProcessRunner.packageRoot.appendingPathComponent("docs")

    private func document(_ name: String) throws -> String {
        try String(contentsOf: Self.docs.appendingPathComponent(name), encoding: .utf8)
    }

    @Test func theTimingTableIsWordedFromTheConstants() throws {
        let text = try document("automation-protocol.md")
        for row in DriverFacts.markdownRows {
            #expect(text.contains(row + "\n"), "the document lacks: \(row)")
        }
    }

    @Test func helpEndsWithTheSameFacts() async throws {
        let help = try await ProcessRunner.shell(["--help"])
        #expect(help.status == 0)
        #expect(help.output.hasSuffix(DriverFacts.helpText))
        #expect(DriverFacts.helpText.contains("300 ms") && DriverFacts.helpText.contains(LaunchOptions.uiTestingNow))
    }

    @Test func theErrorTableListsExactlyTheCodes() throws {
        let text = try document("automation-protocol.md")
        let section = try #require(
            text.components(separatedBy: "## Errors").last?.components(separatedBy: "\n## ").first)
        let listed = section.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `") else { return nil }
            return line.dropFirst(3).prefix { $0 != "`" }.description
        }
        let fields = ["code", "message", "suggestions"]
        #expect(listed == fields + WireError.Code.allCases.map(\.rawValue))
    }

    @Test func theHelloExampleIsWhatTheAppSends() throws {
        let text = try document("automation-protocol.md")
        #expect(text.contains(#""protocolVersion":\#(WireFormat.protocolVersion)"#))
        #expect(text.contains(#""version":"\#(ShellVersion.current)"}"#))
        #expect(text.contains("Protocol version: **\(WireFormat.protocolVersion)**"))
    }

    @Test func theDocumentNamesNoSwiftSource() throws {
        let text = try document("automation-protocol.md")
        #expect(!text.contains(".swift") && !text.contains("Sources/") && !text.contains("DESIGN.md"))
    }

    @Test func identifiersPrintsTheCatalogFile() async throws {
        let printed = try await ProcessRunner.shell(["--identifiers"])
        #expect(printed.status == 0)
        #expect(
            printed.output == (try document("identifiers.md")), "run trips-shell --identifiers > docs/identifiers.md")
    }
}
