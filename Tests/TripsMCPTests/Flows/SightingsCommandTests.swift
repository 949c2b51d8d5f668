import Foundation
import Testing

@testable import TripsMCP

/// `trips-mcp keep-sightings`, which `make acceptance` calls after each run: the sightings of a results.json kept
/// where a later session of the server reads them, seen when the run started.
@Suite("keep-sightings")
struct SightingsCommandTests {
    @Test func anAcceptanceRunsSightingsAreKeptForTheNextSession() async throws {
        let folder = FileManager.default.temporaryDirectory.appending(path: "keep-sightings-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let package = folder.appending(path: "package")
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.0\n".utf8).write(to: package.appending(path: "Package.swift"))
        let scratch = folder.appending(path: "build")
        let green = ElementSightingsTests.before.replacingOccurrences(of: "\n", with: " ")
        let results = folder.appending(path: "results.json")
        try Self.greenRun(screen: green).write(to: results)
        let written = try #require(
            try FileManager.default.attributesOfItem(atPath: results.path)[.modificationDate] as? Date)

        let outcome = await SightingsCommand.run([
            results.path, "--package", package.path, "--scratch-path", scratch.path,
        ])
        #expect(outcome.status == 0)
        #expect(outcome.message.contains("kept where 3 identifiers stood in 1 flows' run"))
        #expect(outcome.message.hasSuffix(ElementSightings.file(in: scratch, for: package).path))

        let failing = try ElementSightingsTests.results(
            screen: ElementSightingsTests.after, failure: ElementSightingsTests.failure)
        let sighting = try #require(
            ElementSightings.kept(in: scratch, for: package).annotated(failing).flows.first?.firstFailure?.sighting)
        #expect(sighting.by == "make acceptance" && sighting.label == "Retry")
        // Seen when the run started: the file's time less its 12 s of wall time.
        let seen = try #require(sighting.seen)
        #expect(abs(seen.timeIntervalSince(written.addingTimeInterval(-12))) < 1)
    }

    @Test func aCommandLineItCannotUseOrResultsItCannotReadKeepNothing() async throws {
        let package = try #require(FlowWorkspace.root(above: URL(fileURLWithPath: #filePath))).path
        let noResults = await SightingsCommand.run(["--package", package])
        let twoResults = await SightingsCommand.run(["a.json", "b.json", "--package", package])
        let noPackage = await SightingsCommand.run(["--package", "/nonexistent/package", "a.json"])
        #expect(noResults.status == 64)
        #expect(twoResults.status == 64)
        #expect(noPackage.status == 64)
        let missing = await SightingsCommand.run(["/nonexistent/results.json", "--package", package])
        #expect(missing.status == 1 && missing.message.hasSuffix("Nothing was kept."))
    }

    /// A green run's results.json, as the harness writes it, whose one case showed `screen`.
    static func greenRun(screen: String) -> Data {
        Data(
            #"""
            {"version": 1, "wall_seconds": 12, "counts": {"passed": 1}, "flows": [{"suite": "Weather",
             "name": "Retrying", "status": "passed", "runs": [{"attempt": 1, "status": "passed", "cases": [
              {"status": "passed", "issues": [], "trace": {"version": 8, "screens": ["(text)"],
               "screenTrees": [\#(screen)], "apps": [{"steps": [{"title": "tap", "screen": 0}]}]}}]}]}]}
            """#.utf8)
    }
}
