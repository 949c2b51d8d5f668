import AutomationProtocol
import Foundation
import Presentation
import Testing
import TripsProtocol
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
        let text = try document("trips-protocol.md")
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

    /// The `badRequest` example for a mistyped command is the sentence the app says, up to the list of its commands.
    @Test func theUnknownCommandExampleIsWhatTheAppSays() throws {
        let text = try document("automation-protocol.md").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let refusal = #expect(throws: Request.Refusal.self) {
            try Request.read(Data(#"{"id":1,"command":"tapp"}"#.utf8), table: .trips)
        }
        let message = try #require(refusal?.error.message)
        let known = "Known: \(CommandTable.trips.wireNames.joined(separator: ", "))."
        #expect(message.hasSuffix(known))
        #expect(text.contains("\"" + message.dropLast(known.count) + "Known: …\""))
    }

    /// The core's response table has a row for every field a response carries, as the writer writes it, and Trips'
    /// answers table one for each field its answers add.
    @Test func theResponseTablesListEveryFieldAResponseCarries() throws {
        let core = try Self.table(
            after: "{\"error\":{\"code\":\"ambiguous\"", in: try document("automation-protocol.md"))
        let trips = try Self.table(after: "## Answers", in: try document("trips-protocol.md"))
        let bare = try Self.fields(of: nil)
        #expect(Set(Self.firstCells(of: core)) == bare.subtracting(["type"]))
        // A response carries one answer at most: the fields each answer adds, together.
        var added: Set<String> = []
        for answer in [TripsAnswer.requests([]).answer, TripsAnswer.pasteboard("x").answer] {
            added.formUnion(try Self.fields(of: answer).subtracting(bare))
        }
        #expect(Set(Self.firstCells(of: trips)) == added)
    }

    /// The keys of a response that carries every field it can but an answer, and `answer`.
    private static func fields(of answer: CommandAnswer?) throws -> Set<String> {
        let full = Response(
            id: 1, error: WireError(code: .failed, message: "x"),
            state: StateUpdate(
                sequence: 1, activity: Activity(tasks: 0, sleepers: 0, clock: .live), screen: .sameAs(sequence: 0)),
            answer: answer)
        guard case .object(let fields)? = JSONValue.parse(WireFormat.line(.response(full)).dropLast()) else {
            Issue.record("a response is not written as an object")
            return []
        }
        return Set(fields.keys)
    }

    /// The first `| field | type | meaning |` table after `heading` in `text`.
    private static func table(after heading: String, in text: String) throws -> String {
        try #require(
            text.components(separatedBy: heading).dropFirst().first?
                .components(separatedBy: "| field | type | meaning |").dropFirst().first?
                .components(separatedBy: "\n\n").first)
    }

    /// The StateUpdate table has a row for every field a state can carry, the app's log lines among them.
    @Test func theStateUpdateTableListsEveryFieldAStateCarries() throws {
        let text = try document("automation-protocol.md")
        let section = try #require(
            text.components(separatedBy: "### StateUpdate").last?
                .components(separatedBy: "| field | type | meaning |").dropFirst().first?
                .components(separatedBy: "\n\n").first)
        let activity = Activity(tasks: 0, sleepers: 0, clock: .live)
        let screens: [ScreenUpdate] = [
            .whole(Screen(name: "n", title: "t", elements: [])), .sameAs(sequence: 1),
            .changed(base: 1, changes: [.remove(path: ["a"])]),
        ]
        var written: Set<String> = []
        for screen in screens {
            let state = StateUpdate(
                sequence: 2, activity: activity, screen: screen, log: ["memory: Oslo, age 1 s, fresh"])
            guard case .object(let fields)? = JSONValue.parse(WireFormat.line(.update(state)).dropLast()) else {
                Issue.record("an update is not written as an object")
                return
            }
            written.formUnion(fields.keys)
        }
        #expect(Set(Self.firstCells(of: section)) == written.subtracting(["type"]))
    }

    @Test func theHelloExampleIsWhatTheAppSends() throws {
        let trips = try document("trips-protocol.md")
        #expect(trips.contains(#"{"app":"trips-shell","#))
        #expect(trips.contains(#""protocolVersion":\#(WireFormat.protocolVersion)"#))
        #expect(trips.contains(#""version":"\#(ShellVersion.current)"}"#))
        let core = try document("automation-protocol.md")
        #expect(core.contains(#""protocolVersion":\#(WireFormat.protocolVersion)"#))
        #expect(core.contains("Protocol version: **\(WireFormat.protocolVersion)**"))
    }

    /// A driver in another language is written from the documents alone: they name no source file.
    @Test(arguments: ["automation-protocol.md", "trips-protocol.md"])
    func theDocumentNamesNoSwiftSource(name: String) throws {
        let text = try document(name)
        #expect(!text.contains("Sources/") && !text.contains("DESIGN.md"))
        // Trips' launch options name a flow's file, `--record PATH.swift`; the core's page names no file of Swift.
        #expect(name != "automation-protocol.md" || !text.contains(".swift"))
    }

    /// The first cell of every table row that starts with a code span: `| `tap` | …` is `tap`.
    private static func firstCells(of section: String) -> [String] {
        section.split(separator: "\n").compactMap { line -> String? in
            guard line.hasPrefix("| `") else { return nil }
            return line.dropFirst(3).prefix { $0 != "`" }.description
        }
    }

    @Test func identifiersPrintsTheCatalogFile() async throws {
        let printed = try await ProcessRunner.shell(["--identifiers"])
        #expect(printed.status == 0)
        #expect(
            printed.output == (try document("identifiers.md")), "run trips-shell --identifiers > docs/identifiers.md")
    }
}
