import Foundation

/// Writes a failure's screen and transcript to `.build/acceptance/artifacts/<test name>/`.
///
/// The folder is below the package root, found by walking up from the current directory (then from this source
/// file) to a `Package.swift`; the environment variable `TRIPS_ARTIFACTS_DIR` overrides the whole
/// `.build/acceptance/artifacts` part.
enum ArtifactWriter {
    /// The environment variable that overrides where artifacts go.
    static let environmentKey = "TRIPS_ARTIFACTS_DIR"

    /// Writes `screen.txt` and `transcript.txt` and returns their folder, or `nil` if it could not be written.
    static func write(screen: String, transcript: String, testName: String) -> String? {
        let directory = (root as NSString).appendingPathComponent(safe(testName))
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data(screen.utf8).write(to: URL(fileURLWithPath: directory + "/screen.txt"))
            try Data(transcript.utf8).write(to: URL(fileURLWithPath: directory + "/transcript.txt"))
            return directory
        } catch {
            return nil
        }
    }

    // MARK: - Private

    private static var root: String {
        if let override = ProcessInfo.processInfo.environment[environmentKey], !override.isEmpty { return override }
        let packageRoot =
            packageRoot(from: FileManager.default.currentDirectoryPath)
            ?? packageRoot(from: (#filePath as NSString).deletingLastPathComponent)
            ?? FileManager.default.currentDirectoryPath
        return packageRoot + "/.build/acceptance/artifacts"
    }

    private static func packageRoot(from start: String) -> String? {
        var current = (start as NSString).standardizingPath
        while true {
            if FileManager.default.fileExists(atPath: current + "/Package.swift") { return current }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return nil }
            current = parent
        }
    }

    /// The name with everything but letters, digits, `.`, `-` and `_` replaced, so it is one safe path component.
    private static func safe(_ name: String) -> String {
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.-_")
        let cleaned = String(name.map { allowed.contains($0) ? $0 : "_" }).trimmingCharacters(
            in: CharacterSet(charactersIn: "._"))
        return cleaned.isEmpty ? "unnamed" : String(cleaned.prefix(120))
    }
}
