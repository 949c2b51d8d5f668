import AutomationProtocol
import Foundation
import TripsProtocol

/// `expect screen NAME`: the screen's text against `AcceptanceTests/Snapshots/NAME.txt`, the file a flow's
/// `app.expectScreen(matching: NAME)` reads, where `‹…›` in a line stands for any text. The first time, or with
/// `TRIPS_RECORD_SNAPSHOTS=1`, the file is written from the screen (keeping masked lines that still match).
enum SnapshotFile {
    /// Why the screen does not match, or the snapshot cannot be read or written.
    struct Mismatch: Error, CustomStringConvertible {
        let description: String
    }

    /// Checks `screen` against snapshot `name` (recording it if there is none); returns what happened.
    static func check(_ name: String, screen: String, environment: [String: String]) throws(Mismatch) -> String {
        let file = SnapshotFolder.trips.screens(near: #filePath, environment: environment)
            .appendingPathComponent(name + ".txt")
        let existing = try? String(contentsOf: file, encoding: .utf8)
        guard let snapshot = existing, !SnapshotFolder.trips.records(environment) else {
            do {
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                let recorded = existing.map { TextSnapshot($0).recording(screen) } ?? screen
                try Data(recorded.utf8).write(to: file, options: .atomic)
            } catch {
                throw Mismatch(
                    description: "could not record snapshot '\(name)' at \(file.path): \(error.localizedDescription)")
            }
            return "recorded snapshot '\(name)' at \(file.path)" + (existing == nil ? " (it did not exist)" : "")
        }
        let diff = LineDiff(
            expected: TextSnapshot(snapshot).lines, actual: TextSnapshot(screen).lines,
            matches: TextSnapshot.line(_:matches:))
        if let difference = diff.firstDifference {
            throw Mismatch(
                description: "the screen does not match snapshot '\(name)' (\(file.path)) at line \(difference.line): "
                    + "expected \(Self.shown(difference.expected)), shown \(Self.shown(difference.actual)).")
        }
        return "the screen matches snapshot '\(name)'"
    }

    private static func shown(_ line: String?) -> String {
        line.map { "'\($0)'" } ?? "no more lines"
    }
}
