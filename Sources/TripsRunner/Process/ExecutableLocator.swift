import Foundation

/// Finds the built `trips-shell` without configuration.
///
/// In order: the environment variable `TRIPS_SHELL_PATH`; then, walking up from the current directory and from this
/// source file, `.build/debug/trips-shell`, `.build/release/trips-shell` and the `swift build --show-bin-path` layout
/// `.build/<triple>/debug|release/trips-shell`.
enum ExecutableLocator {
    /// The executable's name.
    static let name = "trips-shell"
    /// The environment variable that overrides the search.
    static let environmentKey = "TRIPS_SHELL_PATH"

    /// The binary to launch, or an error that lists where it looked.
    static func tripsShell(
        environment: [String: String] = RunnerEnvironment.variables,
        filePath: String = #filePath
    ) throws(RunnerError) -> URL {
        if let path = environment[environmentKey], !path.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw RunnerError(.executableNotFound, "\(environmentKey) is \(path), which is not an executable file.")
            }
            return URL(fileURLWithPath: path)
        }
        let starts = [FileManager.default.currentDirectoryPath, (filePath as NSString).deletingLastPathComponent]
        var looked: [String] = []
        for directory in starts.flatMap(ancestors(of:)) {
            for candidate in candidates(in: directory) {
                looked.append(candidate)
                if FileManager.default.isExecutableFile(atPath: candidate) { return URL(fileURLWithPath: candidate) }
            }
        }
        var error = RunnerError(
            .executableNotFound,
            "No \(name) binary found: build it with `swift build --product \(name)`, or set \(environmentKey).")
        error.lastSeen = "looked in \(Set(looked.map { ($0 as NSString).deletingLastPathComponent }).count) places"
        throw error
    }

    // MARK: - Private

    private static func ancestors(of path: String) -> [String] {
        var result: [String] = []
        var current = (path as NSString).standardizingPath
        while true {
            result.append(current)
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return result }
            current = parent
        }
    }

    private static func candidates(in directory: String) -> [String] {
        let build = (directory as NSString).appendingPathComponent(".build")
        guard FileManager.default.fileExists(atPath: build) else { return [] }
        let triples = ((try? FileManager.default.contentsOfDirectory(atPath: build)) ?? [])
            .filter { $0.contains("-") }
            .sorted()
        let configurations = ["debug", "release"]
        let binDirectories =
            configurations.map { "\(build)/\($0)" }
            + triples.flatMap { triple in configurations.map { "\(build)/\(triple)/\($0)" } }
        return binDirectories.map { "\($0)/\(name)" }
    }
}
