import AutomationProtocol
import Foundation
import Testing

/// One rule for where screen snapshots are and whether to record them, for the runner, the shell and the test kit.
@Suite struct SnapshotFolderTests {
    static let folder = SnapshotFolder(recordVariable: "RECORD", directoryVariable: "SNAPSHOTS")

    @Test(arguments: [
        ([:], false), (["RECORD": ""], false), (["RECORD": "0"], false),
        (["RECORD": "1"], true), (["RECORD": "yes"], true),
    ])
    func recordsWhenTheVariableIsSetToAnythingButZero(environment: [String: String], records: Bool) {
        #expect(Self.folder.records(environment) == records)
    }

    @Test func withoutVariablesNothingRecordsAndTheSourcesDecide() {
        let none = SnapshotFolder(recordVariable: nil, directoryVariable: nil)
        #expect(!none.records(["RECORD": "1"]))
        #expect(none.screens(near: "/a/b/File.swift", environment: ["SNAPSHOTS": "/elsewhere"]).path == "/a/Snapshots")
    }

    @Test func theDirectoryVariableWinsOverTheSources() {
        let folder = Self.folder.screens(near: "/a/b/File.swift", environment: ["SNAPSHOTS": "/elsewhere"])
        #expect(folder.path == "/elsewhere")
    }

    @Test func findsTheNearestSnapshotsFolderOrTheAcceptanceTestsOneAboveTheFile() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("snapshot-folder-\(UUID())")
        defer { try? FileManager.default.removeItem(at: root) }
        for folder in ["AcceptanceTests/Snapshots", "AcceptanceTests/Flows", "Sources/Shell/Recording", "Tests/X"] {
            try FileManager.default.createDirectory(
                at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        let snapshots = root.appendingPathComponent("AcceptanceTests/Snapshots").standardizedFileURL.path
        for file in ["AcceptanceTests/Flows/Flow.swift", "Sources/Shell/Recording/File.swift", "Tests/X/T.swift"] {
            let found = Self.folder.screens(near: root.appendingPathComponent(file).path, environment: [:])
            #expect(found.standardizedFileURL.path == snapshots, "from \(file)")
        }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Tests/X/Snapshots"), withIntermediateDirectories: true)
        let nearer = Self.folder.screens(near: root.appendingPathComponent("Tests/X/T.swift").path, environment: [:])
        #expect(
            nearer.standardizedFileURL.path
                == root.appendingPathComponent("Tests/X/Snapshots").standardizedFileURL.path)
    }
}
