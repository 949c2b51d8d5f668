import Foundation
import Testing

@testable import TripsMCP

/// debug_flow opens the app the flow itself launched.
@Suite("debug_flow's app")
struct DebugFlowTests {
    @Test("The replay launches the binary the flow launched, not the one the session was started with")
    func theFlowsOwnBinaryIsLaunched() async throws {
        let package = FileManager.default.temporaryDirectory.appending(path: "trips-debug-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: package) }
        try FileManager.default.createDirectory(
            at: package.appending(path: "Tests/FixtureFlows"), withIntermediateDirectories: true)
        try Data("let package = Package(name: \"Fixture\")\n".utf8).write(to: package.appending(path: "Package.swift"))
        // The session's app cannot be launched at all: only the flow's own binary can answer.
        let driver = AppDriver(app: .named("/bin/false", launchOptions: []), package: package)
        let fakeApp = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appending(
            path: "../../AppRunnerTests/Fixtures/fake_app.py"
        ).standardizedFileURL
        await driver.remember(try Self.failedRun(launching: fakeApp))

        let answer = await driver.debugFlow(name: "Fails at once", step: nil, progress: { _ in })
        await driver.shutDown()

        #expect(!answer.isError, "\(answer.text)")
        #expect(
            answer.text.hasPrefix(
                "debugging \"Fixture: Fails at once\" at its failure, before step 1: replayed 0 steps in fake_app.py --driver-clock"
            ), "\(answer.text)")
    }

    /// A run of one flow that launched `executable` and failed before its first step.
    static func failedRun(launching executable: URL) throws -> FlowRunResults {
        let trace: [String: Any] = [
            "version": FlowRunResults.evidenceVersion, "screens": [String](),
            "apps": [
                [
                    "executable": executable.path, "arguments": ["--driver-clock"], "steps": [[String: Any]](),
                    "droppedSteps": 0, "transcript": "",
                ]
            ],
            "failures": [["app": 0, "afterStep": 0, "kind": "expectation", "message": "Expectation failed"]],
        ]
        let run: [String: Any] = [
            "counts": ["failed": 1],
            "flows": [
                [
                    "suite": "Fixture", "name": "Fails at once", "status": "failed",
                    "runs": [
                        [
                            "attempt": 1, "status": "failed",
                            "cases": [
                                ["status": "failed", "issues": [["message": "Expectation failed"]], "trace": trace]
                            ],
                        ]
                    ],
                ]
            ],
        ]
        return try FlowRunResults.read(try JSONSerialization.data(withJSONObject: run))
    }
}

extension AppDriver {
    /// Takes `run` as the session's latest run_flows, as a run would leave it.
    fileprivate func remember(_ run: FlowRunResults) { lastRun = run }
}
