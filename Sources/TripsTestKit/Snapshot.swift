import AutomationProtocol
import Foundation
import Testing
import TripsProtocol

// MARK: - Text snapshots

/// Compares `text` with the snapshot `name` stored beside the test file, in
/// `__Snapshots__/<TestFileName>/<name>.txt`; on a mismatch records an issue with a line diff.
///
/// When the snapshot is missing, or the environment sets `TRIPS_RECORD_SNAPSHOTS=1`, it writes `text` as
/// the snapshot and records an issue, so that a recording run never passes.
public func assertSnapshot(
    of text: String,
    named name: String,
    filePath: StaticString = #filePath,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let testFile = URL(fileURLWithPath: "\(filePath)")
    let directory = testFile.deletingLastPathComponent()
        .appendingPathComponent("__Snapshots__")
        .appendingPathComponent(testFile.deletingPathExtension().lastPathComponent)
    assertSnapshot(
        of: text,
        named: name,
        in: directory,
        isRecording: SnapshotFolder.trips.records(ProcessInfo.processInfo.environment),
        sourceLocation: sourceLocation
    )
}

/// Compares `text` with the snapshot `<directory>/<name>.txt`, writing it when it is missing or
/// when `isRecording`; ``assertSnapshot(of:named:filePath:sourceLocation:)`` with the directory
/// and the recording mode spelled out.
package func assertSnapshot(
    of text: String,
    named name: String,
    in directory: URL,
    isRecording: Bool,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let file = directory.appendingPathComponent("\(name).txt")
    let actual = text.hasSuffix("\n") ? text : text + "\n"
    let expected = try? String(contentsOf: file, encoding: .utf8)
    guard let expected, !isRecording else {
        record(actual, to: file, isRecording: isRecording, sourceLocation: sourceLocation)
        return
    }
    let diff = LineDiff(expected: expected, actual: actual)
    guard diff.hasDifferences else { return }
    Issue.record(
        "Snapshot \(name) does not match \(file.path) (- expected, + actual):\n\(diff)",
        sourceLocation: sourceLocation
    )
}

/// Writes `text` as the snapshot `file` and records the Swift Testing `Issue` that makes a recording run fail.
private func record(_ text: String, to file: URL, isRecording: Bool, sourceLocation: SourceLocation) {
    do {
        try FileManager.default.createDirectory(
            at: file.deletingLastPathComponent(),
            withIntermediateDirectories: true
        )
        try text.write(to: file, atomically: true, encoding: .utf8)
    } catch {
        Issue.record("Could not write snapshot \(file.path): \(error)", sourceLocation: sourceLocation)
        return
    }
    let advice =
        isRecording
        ? "re-run without \(SnapshotFolder.tripsRecordVariable)" : "there was none; re-run to compare against it"
    Issue.record("Recorded snapshot \(file.path); \(advice)", sourceLocation: sourceLocation)
}
