import AutomationProtocol
import Foundation

/// `expect screen NAME`: the screen's text against `AcceptanceTests/Snapshots/NAME.txt`, the file a flow's
/// `app.expectScreen(matching: NAME)` reads, where `‹…›` in a line stands for any text. The first time, the file is
/// written from the screen.
enum SnapshotFile {
    /// Why the screen does not match, or the snapshot cannot be read or written.
    struct Mismatch: Error, CustomStringConvertible {
        let description: String
    }

    /// The environment variable that puts the snapshots elsewhere.
    static let directoryVariable = "TRIPS_SNAPSHOTS_DIR"

    /// Checks `screen` against snapshot `name` (recording it if there is none); returns what happened.
    static func check(_ name: String, screen: String, environment: [String: String]) throws(Mismatch) -> String {
        let file = directory(environment).appendingPathComponent(name + ".txt")
        guard let snapshot = try? String(contentsOf: file, encoding: .utf8) else {
            do {
                try FileManager.default.createDirectory(
                    at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
                try Data(screen.utf8).write(to: file, options: .atomic)
            } catch {
                throw Mismatch(
                    description: "could not record snapshot '\(name)' at \(file.path): \(error.localizedDescription)")
            }
            return "recorded snapshot '\(name)' at \(file.path) (it did not exist)"
        }
        let expected = TextSnapshot(snapshot).lines
        let shown = TextSnapshot(screen).lines
        for index in 0..<max(expected.count, shown.count) {
            let want = index < expected.count ? expected[index] : nil
            let got = index < shown.count ? shown[index] : nil
            if let want, let got, TextSnapshot.line(want, matches: got) { continue }
            throw Mismatch(
                description: "the screen does not match snapshot '\(name)' (\(file.path)) at line \(index + 1): "
                    + "expected \(want.map { "'\($0)'" } ?? "no more lines"), shown \(got.map { "'\($0)'" } ?? "no more lines")."
            )
        }
        return "the screen matches snapshot '\(name)'"
    }

    /// `$TRIPS_SNAPSHOTS_DIR`, else the repository's `AcceptanceTests/Snapshots`, found from the sources' checkout.
    static func directory(_ environment: [String: String]) -> URL {
        if let named = environment[directoryVariable], !named.isEmpty { return URL(fileURLWithPath: named) }
        // Sources/TripsShell/Recording/SnapshotFile.swift → ../../../AcceptanceTests/Snapshots.
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("AcceptanceTests/Snapshots")
    }
}
