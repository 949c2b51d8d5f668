import Foundation
import Testing

@testable import AppRunner

/// The controls no flow touches: read from the steps a run of flows kept in its evidence, held against a walk's map.
@Suite(.bounded(.seconds(600)))
struct FlowCoverageTests {
    @Test func theFlowsStepsOnTheExploredAppAreReadAndOtherAppsLeftOut() throws {
        let artifacts = try Self.artifacts([
            "Flows.opensDetail": ("/some/where/explore_app.py", ["tap": "home.next", "replace": "home.name"]),
            "Flows.waitsOnly": ("/some/where/explore_app.py", [:]),
            "Other.app": ("/else/other_app", ["tap": "detail.more"]),
        ])
        defer { try? FileManager.default.removeItem(at: artifacts) }
        let coverage = FlowCoverage(artifacts: artifacts, app: "explore_app.py")
        #expect(coverage == FlowCoverage(identifiers: ["home.next", "home.name"], cases: 2))
    }

    @Test func theMapListsTheControlsNoFlowTouchesAndShowsThem() async throws {
        let map = await ExploreFixture.explore(plant: "none", noise: 3).map
        let noted = map.noting(FlowCoverage(identifiers: ["home.next", "detail.more", "gone.away"], cases: 4))
        let untouched = try #require(noted.untouchedByFlows).map(\.identifier)
        #expect(untouched.count == map.controls.count - 2)
        #expect(!untouched.contains("home.next") && !untouched.contains("detail.more"))
        #expect(untouched.contains("home.timer") && untouched.contains("more.locked"))
        #expect(noted.flowCases == 4)
        #expect(noted.json.contains("\"untouchedByFlows\""))
        let page = MapPage(map: noted).html
        #expect(page.contains("<h2>Controls no flow touches</h2>"))
        #expect(page.contains("<li>home: button home.timer</li>"))
        #expect(!page.contains("<li>home: button home.next</li>"))
        let summary = ExplorationSummary(result: ExplorationResult(map: noted, failures: []), folder: "out").text
        #expect(summary.contains("no flow touches \(untouched.count) of \(map.controls.count) controls"))
    }

    @Test func aMapWithNoFlowsReadSaysNothingOfThem() async {
        let map = await ExploreFixture.explore(plant: "none", noise: 3).map
        #expect(map.untouchedByFlows == nil)
        #expect(!map.json.contains("untouchedByFlows"))
        #expect(!MapPage(map: map).html.contains("Controls no flow touches"))
    }

    /// An artifacts folder with a case folder per entry, each an `evidence.json` of one app (its binary) whose
    /// action steps sent a request per command and identifier, with a wait step beside them.
    private static func artifacts(_ cases: [String: (String, [String: String])]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coverage-\(UUID().uuidString)")
        for (name, (executable, sent)) in cases {
            let steps: [[String: String]] =
                [["kind": "wait", "title": "wait for it"]]
                + sent.sorted { $0.key < $1.key }.map { command, identifier in
                    [
                        "kind": "action",
                        "sent":
                            #"{"command":"\#(command)","id":4,"locator":{"identifier":"\#(identifier)","role":"x"}}"#,
                    ]
                }
            let document: [String: Any] = [
                "version": 8, "test": name, "passed": true, "apps": [["executable": executable, "steps": steps]],
            ]
            let caseFolder = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: caseFolder, withIntermediateDirectories: true)
            try JSONSerialization.data(withJSONObject: document).write(
                to: caseFolder.appendingPathComponent("evidence.json"))
        }
        return folder
    }
}
