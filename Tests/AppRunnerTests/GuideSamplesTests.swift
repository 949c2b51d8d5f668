import Foundation
import TestSupport
import Testing

/// The guides quote only code that compiles and runs: each Swift sample of docs/writing-flows.md is, line for line (up
/// to indentation), a part of a file in `AcceptanceTests/`, and each of the how-to in docs/architecture.md ("Another
/// app on the same core") a part of a file of the example app's package, `Examples/Countdown`.
@Suite(.bounded())
struct GuideSamplesTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The lines of `text`, each without its indentation, blank ones left out.
    private static func lines(_ text: some StringProtocol) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    /// The Swift samples of `document`, from the heading `section` to the next heading of its level when one is given.
    private static func samples(of document: String, section: String? = nil) throws -> [String] {
        var text = try String(contentsOf: root.appendingPathComponent(document), encoding: .utf8)
        if let section {
            let start = try #require(text.range(of: section), "\(document) has no \(section)")
            let end = text.range(of: "\n## ", range: start.upperBound..<text.endIndex)?.lowerBound ?? text.endIndex
            text = String(text[start.lowerBound..<end])
        }
        return text.components(separatedBy: "```swift\n").dropFirst().compactMap {
            $0.components(separatedBy: "\n```").first
        }
    }

    /// Every Swift file below `folder`, as its lines; build folders left out.
    private static func sources(in folder: String) throws -> [[String]] {
        let files =
            FileManager.default.enumerator(
                at: root.appendingPathComponent(folder), includingPropertiesForKeys: nil, options: .skipsHiddenFiles
            )?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        #expect(!files.isEmpty, "no Swift file in \(folder)")
        return try files.map { lines(try String(contentsOf: $0, encoding: .utf8)) }
    }

    /// The samples of `samples` that are no part of any of `sources`.
    private static func missing(_ samples: [String], from sources: [[String]]) -> [String] {
        samples.filter { sample in
            let wanted = lines(sample)
            return !sources.contains { source in
                source.count >= wanted.count
                    && (0...(source.count - wanted.count)).contains {
                        Array(source[$0..<($0 + wanted.count)]) == wanted
                    }
            }
        }
    }

    @Test func everySwiftSampleOfTheGuideIsCodeOfTheSuite() throws {
        let samples = try Self.samples(of: "docs/writing-flows.md")
        #expect(samples.count >= 8, "the guide's samples were not found")
        for sample in Self.missing(samples, from: try Self.sources(in: "AcceptanceTests")) {
            Issue.record("this sample of docs/writing-flows.md is not code of AcceptanceTests/:\n\(sample)")
        }
    }

    @Test func everySwiftSampleOfTheHowToIsCodeOfTheExampleApp() throws {
        let samples = try Self.samples(of: "docs/architecture.md", section: "## Another app on the same core")
        #expect(samples.count >= 8, "the how-to's samples were not found")
        for sample in Self.missing(samples, from: try Self.sources(in: "Examples/Countdown")) {
            Issue.record("this sample of docs/architecture.md's how-to is not code of Examples/Countdown:\n\(sample)")
        }
    }

    @Test func aSampleThatDriftsFromItsSourceIsMissing() {
        let source = Self.lines("struct A {\n    func f() {\n        g()\n    }\n}\n")
        #expect(Self.missing(["func f() {\n    g()\n}"], from: [source]).isEmpty)
        #expect(Self.missing(["func f() {\n    h()\n}"], from: [source]).count == 1)
        #expect(Self.missing(["func f() {\n}"], from: [source]).count == 1)
    }
}
