import AutomationProtocol
import Foundation
import Testing

/// One rule for where screen snapshots are and whether to record them, for the runner, the shell and the test kit.
@Suite struct SnapshotFolderTests {
    @Test(arguments: [
        ([:], false), (["TRIPS_RECORD_SNAPSHOTS": ""], false), (["TRIPS_RECORD_SNAPSHOTS": "0"], false),
        (["TRIPS_RECORD_SNAPSHOTS": "1"], true), (["TRIPS_RECORD_SNAPSHOTS": "yes"], true),
    ])
    func recordsWhenTheVariableIsSetToAnythingButZero(environment: [String: String], records: Bool) {
        #expect(SnapshotFolder.records(environment) == records)
    }

    @Test func theDirectoryVariableWinsOverTheSources() {
        let folder = SnapshotFolder.screens(near: "/a/b/File.swift", environment: ["TRIPS_SNAPSHOTS_DIR": "/elsewhere"])
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
            let found = SnapshotFolder.screens(near: root.appendingPathComponent(file).path, environment: [:])
            #expect(found.standardizedFileURL.path == snapshots, "from \(file)")
        }
        try FileManager.default.createDirectory(
            at: root.appendingPathComponent("Tests/X/Snapshots"), withIntermediateDirectories: true)
        let nearer = SnapshotFolder.screens(near: root.appendingPathComponent("Tests/X/T.swift").path, environment: [:])
        #expect(
            nearer.standardizedFileURL.path
                == root.appendingPathComponent("Tests/X/Snapshots").standardizedFileURL.path)
    }
}
