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
        let expected = lines(snapshot)
        let shown = lines(screen)
        for index in 0..<max(expected.count, shown.count) {
            let want = index < expected.count ? expected[index] : nil
            let got = index < shown.count ? shown[index] : nil
            if let want, let got, matches(want, got) { continue }
            throw Mismatch(
                description: "the screen does not match snapshot '\(name)' (\(file.path)) at line \(index + 1): "
                    + "expected \(want.map { "'\($0)'" } ?? "no more lines"), shown \(got.map { "'\($0)'" } ?? "no more lines")."
            )
        }
        return "the screen matches snapshot '\(name)'"
    }

    /// Whether one shown line matches one snapshot line, where each `‹…›` stands for any text.
    static func matches(_ pattern: String, _ line: String) -> Bool {
        var parts: [Substring] = []
        var rest = Substring(pattern)
        while let open = rest.firstIndex(of: "‹"), let close = rest[open...].firstIndex(of: "›") {
            parts.append(rest[..<open])
            rest = rest[rest.index(after: close)...]
        }
        parts.append(rest)
        guard parts.count > 1 else { return pattern == line }
        var remaining = Substring(line)
        guard remaining.hasPrefix(parts[0]) else { return false }
        remaining = remaining.dropFirst(parts[0].count)
        for middle in parts.dropFirst().dropLast() {
            guard let range = remaining.range(of: middle) else { return false }
            remaining = remaining[range.upperBound...]
        }
        return remaining.hasSuffix(parts[parts.count - 1])
    }

    /// `$TRIPS_SNAPSHOTS_DIR`, else the repository's `AcceptanceTests/Snapshots`, found from the sources' checkout.
    static func directory(_ environment: [String: String]) -> URL {
        if let named = environment[directoryVariable], !named.isEmpty { return URL(fileURLWithPath: named) }
        // Sources/TripsShell/Recording/SnapshotFile.swift → ../../../AcceptanceTests/Snapshots.
        return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("AcceptanceTests/Snapshots")
    }

    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }
}
