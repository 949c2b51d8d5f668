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

    @Test func theCommandTableListsTheTablesWireCommandsInOrder() throws {
        let text = try document("automation-protocol.md")
        let section = try #require(
            text.components(separatedBy: "| command | what the app does before it answers |").last?
                .components(separatedBy: "\n\n").first)
        #expect(Self.firstCells(of: section) == CommandTable.trips.wireNames)
    }

    /// The `badRequest` example for a mistyped command is the sentence the app says, with every wire command in it.
    @Test func theUnknownCommandExampleIsWhatTheAppSays() throws {
        let text = try document("automation-protocol.md").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        let refusal = #expect(throws: Request.Refusal.self) {
            try Request.read(Data(#"{"id":1,"command":"tapp"}"#.utf8), table: .trips)
        }
        let message = try #require(refusal?.error.message)
        #expect(
            message.hasSuffix("Known: \(CommandTable.trips.wireNames.joined(separator: ", ")).")
                && text.contains(message))
    }

    /// A response's fields table has a row for every field a response can carry, as the writer writes it.
    @Test func theResponseTableListsEveryFieldAResponseCarries() throws {
        let text = try document("automation-protocol.md")
        let section = try #require(
            text.components(separatedBy: "{\"error\":{\"code\":\"ambiguous\"").last?
                .components(separatedBy: "| field | type | meaning |").dropFirst().first?
                .components(separatedBy: "\n\n").first)
        // A response carries one answer at most: the fields of one response per answer, together.
        var written: Set<String> = []
        for answer in [TripsAnswer.requests([]).answer, TripsAnswer.pasteboard("x").answer] {
            let full = Response(
                id: 1, error: WireError(code: .failed, message: "x"),
                state: StateUpdate(
                    sequence: 1, activity: Activity(tasks: 0, sleepers: 0, clock: .live), screen: .sameAs(sequence: 0)),
                answer: answer)
            guard case .object(let fields)? = JSONValue.parse(WireFormat.line(.response(full)).dropLast()) else {
                Issue.record("a response is not written as an object")
                return
            }
            written.formUnion(fields.keys)
        }
        #expect(Set(Self.firstCells(of: section)) == written.subtracting(["type"]))
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

    @Test func theFieldTableListsEveryFieldACommandSendsAndWhichCommandsSendIt() throws {
        let text = try document("automation-protocol.md")
        let section = try #require(
            text.components(separatedBy: "| field | type | rule |").last?.components(separatedBy: "\n\n").first)
        let rows = section.split(separator: "\n").filter { $0.hasPrefix("| `") }.map(String.init)
        var fields: [String: [String]] = [:]
        for definition in CommandTable.trips.commands.map(\.definition) {
            for field in definition.wireArguments.compactMap(\.wireField) {
                fields[field, default: []].append(definition.wireName ?? "")
            }
        }
        #expect(Set(Self.firstCells(of: section)) == Set(["id", "command"] + fields.keys))
        for (field, commands) in fields {
            let row = try #require(rows.first { $0.hasPrefix("| `\(field)` |") })
            for command in commands { #expect(row.contains("`\(command)`"), "\(field)'s row does not name \(command)") }
        }
    }

    @Test func theLaunchTableNamesTableOptionsAndEveryOneAFlowRepeats() throws {
        let text = try document("automation-protocol.md")
        let section = try #require(
            text.components(separatedBy: "| argument | effect |").last?.components(separatedBy: "\n\n").first)
        // A `\|` inside a cell is a pipe of the text, not the table's.
        let rows = section.replacingOccurrences(of: "\\|", with: "\u{1F}").split(separator: "\n")
        let spans = rows.compactMap { $0.split(separator: "|").first }
            .flatMap { $0.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.map(\.element) }
        var named: Set<LaunchOptionID> = []
        for span in spans {
            let words = span.replacingOccurrences(of: "\u{1F}", with: "|").split(separator: " ").map(String.init)
            var index = 0
            while index < words.count {
                let id = try #require(LaunchOptionID(name: words[index]), "the table names no option \(words[index])")
                let synopsis = ([words[index]] + [id.definition.valueName].compactMap { $0 }).joined(separator: " ")
                #expect(words[index...].joined(separator: " ").hasPrefix(synopsis), "\(span) is not \(synopsis)")
                named.insert(id)
                index += id.definition.valueName == nil ? 1 : 2
            }
        }
        for id in LaunchOptionID.allCases where id.definition.inFlows == .repeated {
            #expect(named.contains(id), "the launch table lacks \(id.definition.synopsis)")
        }
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
