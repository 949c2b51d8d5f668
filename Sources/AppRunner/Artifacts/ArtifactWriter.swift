import Foundation

/// Writes failure evidence below `.build/acceptance/artifacts/`: a case's folder (see ``CaseEvidence``), or, outside
/// ``EvidenceTrait``, a failure's screen and transcript to `<test name>/`.
///
/// The folder is below the package root, found by walking up from the current directory (then from this source
/// file) to a `Package.swift`, unless the app's profile names the package (``AppProfile/artifactsPackage``); the
/// environment variable the app's profile names (``AppProfile/artifactsVariable``)
/// overrides the whole `.build/acceptance/artifacts` part.
enum ArtifactWriter {
    /// Writes `screen.txt` and `transcript.txt` and returns their folder, or `nil` if it could not be written; the
    /// folder is below the root `variable` names, when set.
    static func write(
        screen: String, transcript: String, testName: String, variable: String?, package: URL? = nil
    ) -> String? {
        let directory = (root(variable, package: package) as NSString).appendingPathComponent(safe(testName))
        do {
            try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            try Data(screen.utf8).write(to: URL(fileURLWithPath: directory + "/screen.txt"))
            try Data(transcript.utf8).write(to: URL(fileURLWithPath: directory + "/transcript.txt"))
            return directory
        } catch {
            return nil
        }
    }

    /// Makes a new, empty folder for one failing case, `name` or else `name-2`, `name-3`, …, and returns its path.
    ///
    /// Making the folder is what claims the name, so cases running at once (the cases of one parameterized test, a
    /// rerun in another process writing to the same root) never share one. The folder is below the root `variable`
    /// names, when set.
    static func reserveFolder(named name: String, variable: String?) -> String? {
        let root = root(variable)
        let base = (root as NSString).appendingPathComponent(safe(name))
        try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for number in 1...10_000 {
            let candidate = number == 1 ? base : "\(base)-\(number)"
            if mkdir(candidate, 0o755) == 0 { return candidate }
            if errno != EEXIST { return nil }
        }
        return nil
    }

    /// Writes text files into an existing folder; a file that cannot be written is left out.
    static func write(_ files: [(name: String, text: String)], to folder: String) {
        for file in files {
            try? Data(file.text.utf8).write(to: URL(fileURLWithPath: folder + "/" + file.name))
        }
    }

    /// Removes a folder this writer reserved.
    static func remove(_ folder: String) {
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// `filePath` as it is in its repository (as a flow's failure names it): relative to the nearest
    /// folder above it with a `Package.swift`, or as it is when there is none.
    static func repositoryPath(of filePath: String) -> String {
        guard let root = packageRoot(from: (filePath as NSString).deletingLastPathComponent) else { return filePath }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        return filePath.hasPrefix(prefix) ? String(filePath.dropFirst(prefix.count)) : filePath
    }

    // MARK: - Private

    private static func root(_ variable: String?, package: URL? = nil) -> String {
        if let variable, let override = RunnerEnvironment.variables[variable], !override.isEmpty { return override }
        let packageRoot =
            package?.standardizedFileURL.path
            ?? packageRoot(from: FileManager.default.currentDirectoryPath)
            ?? packageRoot(from: (#filePath as NSString).deletingLastPathComponent)
            ?? FileManager.default.currentDirectoryPath
        return packageRoot + "/.build/acceptance/artifacts"
    }

    /// The nearest folder at or above `start` with a `Package.swift`.
    static func packageRoot(from start: String) -> String? {
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
