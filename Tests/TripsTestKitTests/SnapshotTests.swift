import Foundation
import Testing
import TripsTestKit

// MARK: - assertSnapshot

@Suite struct SnapshotTests {
    /// A fresh directory of snapshots, removed after `body`.
    private func withSnapshotDirectory(_ body: (URL) throws -> Void) throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("SnapshotTests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try body(directory)
    }

    @Test func writesAMissingSnapshotAndFails() throws {
        try withSnapshotDirectory { directory in
            withKnownIssue {
                assertSnapshot(of: "trips.title", named: "list", in: directory, isRecording: false)
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("Recorded snapshot") }
            }

            let written = try String(contentsOf: directory.appendingPathComponent("list.txt"), encoding: .utf8)
            #expect(written == "trips.title\n")
            assertSnapshot(of: "trips.title", named: "list", in: directory, isRecording: false)
        }
    }

    @Test func showsALineDiffOnAMismatch() throws {
        try withSnapshotDirectory { directory in
            withKnownIssue {
                assertSnapshot(of: "title\nSeattle", named: "list", in: directory, isRecording: false)
            }
            let path = directory.appendingPathComponent("list.txt").path

            withKnownIssue {
                assertSnapshot(of: "title\nBergen", named: "list", in: directory, isRecording: false)
            } matching: { issue in
                issue.comments.contains { comment in
                    comment.rawValue.contains(path) && comment.rawValue.hasSuffix("  title\n- Seattle\n+ Bergen")
                }
            }
        }
    }

    @Test func recordingReplacesTheSnapshotAndFails() throws {
        try withSnapshotDirectory { directory in
            withKnownIssue {
                assertSnapshot(of: "old", named: "list", in: directory, isRecording: false)
            }

            withKnownIssue {
                assertSnapshot(of: "new", named: "list", in: directory, isRecording: true)
            } matching: { issue in
                issue.comments.contains { $0.rawValue.contains("re-run without TRIPS_RECORD_SNAPSHOTS") }
            }

            assertSnapshot(of: "new", named: "list", in: directory, isRecording: false)
        }
    }
}
