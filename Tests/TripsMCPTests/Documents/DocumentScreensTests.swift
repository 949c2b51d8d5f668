import AutomationProtocol
import Foundation
import TestSupport
import Testing

/// Every screen README.md and docs/*.md print, and every screen hash they name, is one `trips-mcp` shows on
/// `trips-shell -uiTesting --driver-clock` in a state of ``ScreenTour``: a screen or a hash changed in the app fails
/// here at each line of each document that still prints the old one, with a diff against the nearest screen the app
/// shows. A printed screen may leave lines out where a line `...` stands; the rest must be the app's, line for line. A
/// code block under `<!-- screens not held: WHY -->` (another app's screens) is left alone. The shell prints a screen
/// with the renderer the server's answers use (`TextRenderer`), so the shell sessions printed are held here too.
@Suite("The documents' screens", .bounded(.seconds(120)))
struct DocumentScreensTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// README.md and every document of docs/, by path from the repository's root, with their text.
    private static func documents() throws -> [(path: String, text: String)] {
        let docs = try FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent("docs").path)
            .filter { $0.hasSuffix(".md") }.sorted().map { "docs/\($0)" }
        return try (["README.md"] + docs).map {
            ($0, try String(contentsOf: root.appendingPathComponent($0), encoding: .utf8))
        }
    }

    @Test func everyScreenAndHashOfTheDocumentsIsOneTheAppShows() async throws {
        let documents = try Self.documents()
        let screens = documents.flatMap { DocumentScreen.all(in: $0.text, document: $0.path) }
        let hashes = documents.map { ScreenHeader.hashCount(in: $0.text) }.reduce(0, +)
        // So that a parser that stopped finding them cannot pass by checking nothing.
        #expect(screens.count >= 15, "only \(screens.count) screens found in the documents")
        #expect(hashes >= 15, "only \(hashes) screen hashes found in the documents")
        let filters = screens.compactMap(\.filter).reduce(into: [[String: JSONValue]]()) {
            if !$0.contains($1) { $0.append($1) }
        }
        try await withClient(options: ["-uiTesting", "--driver-clock"]) { client in
            let sightings = try await ScreenTour.sightings(with: client, filters: filters)
            for document in documents {
                for problem in DocumentScreenCheck.problems(
                    in: document.text, document: document.path, against: sightings)
                {
                    Issue.record(Comment(rawValue: problem))
                }
            }
            // A label changed in the list as docs/agents.md prints it, and a hash changed: each fails at its line.
            let agents = try #require(documents.first { $0.path == "docs/agents.md" }).text
            let planted = agents.replacingOccurrences(of: "trip.kyoto  \"Kyoto\"", with: "trip.kyoto  \"Kyoto!\"")
                .replacingOccurrences(of: "trips → newTrip · #3b5edcff", with: "trips → newTrip · #3b5edcfe")
            let problems = DocumentScreenCheck.problems(in: planted, document: "docs/agents.md", against: sightings)
            let kyoto = try #require(agents.components(separatedBy: "\n").firstIndex { $0.contains("\"Kyoto\"") })
            let title = try #require(
                agents.components(separatedBy: "\n")[..<kyoto].lastIndex { $0.hasPrefix("== Trips (trips) ==") })
            #expect(
                problems.contains {
                    $0.hasPrefix("docs/agents.md:\(title + 1): this screen is none the app shows")
                        && $0.contains("\n- ") && $0.contains("\"Kyoto!\"") && $0.contains("\n+ ")
                }, "\(problems)")
            #expect(problems.contains { $0.contains("#3b5edcfe is the hash of no newTrip screen") }, "\(problems)")
        }
    }

    @Test func linesLeftOutAreWhereTheDocumentSaysAndNowhereElse() {
        let real = ["== T (t) ==", "  a", "  b", "    c", "  d"]
        #expect(DocumentScreenCheck.shows(real, real))
        #expect(DocumentScreenCheck.shows(["== T (t) ==", "  ..."], real))
        #expect(DocumentScreenCheck.shows(["== T (t) ==", "  a", "  ...", "  d"], real))
        #expect(DocumentScreenCheck.shows(["== T (t) ==", "  ...", "    c", "  ..."], real))
        #expect(!DocumentScreenCheck.shows(["== T (t) ==", "  a", "    c", "  ..."], real), "b left out, unsaid")
        #expect(!DocumentScreenCheck.shows(["== T (t) ==", "  a", "  b"], real), "the end left out, unsaid")
        #expect(!DocumentScreenCheck.shows(["== T (t) ==", "  ...", "  d", "  a"], real), "out of order")
        #expect(!DocumentScreenCheck.shows(["== U (t) ==", "  ..."], real))
    }

    @Test func aScreenIsReadUpToTheFirstLineThatIsNotPartOfIt() throws {
        let text = """
            ```json
            {"name": "snapshot", "arguments": {"find": "b"}}
            ```
            ```
            screen t · #0123abcd · idle
            == T (t) ==
            -- alert --
              a
            declared: a
            ```
            ```
            == T (t) ==
            ```
            <!-- screens not held: made up -->

            ```
            screen u · #00000000
            == U (u) ==
              b
            ```
            screen v · #11111111
            """
        let screens = DocumentScreen.all(in: text, document: "x.md")
        let screen = try #require(screens.first)
        #expect(screens.count == 1, "neither a title with nothing under it nor a block not held is a screen")
        #expect(screen.lines == ["== T (t) ==", "-- alert --", "  a"])
        #expect(screen.line == 6)
        #expect(screen.header == ScreenHeader(name: "t", hash: "0123abcd", line: 5))
        #expect(screen.filter == ["find": .string("b")])
        let problems = DocumentScreenCheck.problems(in: text, document: "x.md", against: [])
        #expect(problems.count == 3, "the first screen, its hash and the hash after the block not held: \(problems)")
        #expect(problems.allSatisfy { !$0.contains("#00000000") }, "\(problems)")
    }
}
