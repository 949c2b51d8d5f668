import Foundation
import TestSupport
import Testing

/// docs/writing-flows.md quotes only code that compiles and runs: each of its Swift samples is, line for line (up to
/// indentation), a part of a file in `AcceptanceTests/`.
@Suite(.bounded())
struct GuideSamplesTests {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The lines of `text`, each without its indentation, blank ones left out.
    private static func lines(_ text: some StringProtocol) -> [String] {
        text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
    }

    private static func samples() throws -> [String] {
        let guide = try String(contentsOf: root.appendingPathComponent("docs/writing-flows.md"), encoding: .utf8)
        return guide.components(separatedBy: "```swift\n").dropFirst().compactMap {
            $0.components(separatedBy: "\n```").first
        }
    }

    private static func sources() throws -> [[String]] {
        let folder = root.appendingPathComponent("AcceptanceTests")
        let files =
            FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return try files.map { lines(try String(contentsOf: $0, encoding: .utf8)) }
    }

    @Test func everySwiftSampleOfTheGuideIsCodeOfTheSuite() throws {
        let samples = try Self.samples()
        #expect(samples.count >= 8, "the guide's samples were not found")
        let sources = try Self.sources()
        for sample in samples {
            let wanted = Self.lines(sample)
            let found = sources.contains { source in
                source.count >= wanted.count
                    && (0...(source.count - wanted.count)).contains {
                        Array(source[$0..<($0 + wanted.count)]) == wanted
                    }
            }
            #expect(found, "this sample of docs/writing-flows.md is not code of AcceptanceTests/:\n\(sample)")
        }
    }
}
