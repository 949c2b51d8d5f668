import Foundation

/// Finds a built executable of the package without configuration, for an ``AppProfile/locate``.
///
/// In order: the environment variable ``environmentKey``; then `<name>` beside the running program (the flows' test
/// bundle, which the build that made the app put in the same folder, wherever that build's folder is); then, walking
/// up from the current directory and from the calling source file, `.build/debug/<name>`, `.build/release/<name>` and
/// the `swift build --show-bin-path` layout `.build/<triple>/debug|release/<name>`.
public struct ExecutableLocator: Sendable, Hashable {
    /// The executable's name.
    public var name: String
    /// The environment variable that overrides the search.
    public var environmentKey: String

    /// A locator of the executable `name`, overridden by `environmentKey`.
    public init(name: String, environmentKey: String) {
        self.name = name
        self.environmentKey = environmentKey
    }

    /// The binary to launch, or an error that lists where it looked; `environment` is the runner's own when `nil`,
    /// `running` the program running now.
    public func locate(
        environment: [String: String]? = nil, filePath: String = #filePath,
        running: URL? = Bundle.main.executableURL
    ) throws(RunnerError) -> URL {
        let environment = environment ?? RunnerEnvironment.variables
        if let path = environment[environmentKey], !path.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw RunnerError(.executableNotFound, "\(environmentKey) is \(path), which is not an executable file.")
            }
            return URL(fileURLWithPath: path)
        }
        var looked: [String] = []
        // A package built in another folder than its own `.build` (`--scratch-path`) leaves a `.build` of an earlier
        // build in its own folder, found first by the walk below; the test bundle running now stands beside the app
        // its build made.
        if let beside = running?.resolvingSymlinksInPath().deletingLastPathComponent().appending(path: name).path {
            looked.append(beside)
            if FileManager.default.isExecutableFile(atPath: beside) { return URL(fileURLWithPath: beside) }
        }
        let starts = [FileManager.default.currentDirectoryPath, (filePath as NSString).deletingLastPathComponent]
        for directory in starts.flatMap(Self.ancestors(of:)) {
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

    private func candidates(in directory: String) -> [String] {
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
