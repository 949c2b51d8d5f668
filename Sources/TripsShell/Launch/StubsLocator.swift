import Foundation

/// Finds the `Stubs/` directory: the one named, or the repository's, found beside the built binary or the sources.
enum StubsLocator {
    /// The stub directory, or an error that says where it looked.
    static func directory(_ named: String?) throws -> URL {
        if let named {
            let url = URL(fileURLWithPath: named)
            guard isStubs(url) else { throw LaunchError.badValue(named, expected: "a directory holding trips.json") }
            return url
        }
        var candidates: [URL] = []
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").resolvingSymlinksInPath()
        var directory = executable.deletingLastPathComponent()
        for _ in 0..<6 {
            candidates.append(directory.appendingPathComponent("Stubs"))
            directory = directory.deletingLastPathComponent()
        }
        // The sources' own checkout: this file is in Sources/TripsShell/Launch/, three folders below Stubs/'s.
        let source = URL(fileURLWithPath: #filePath)
        candidates.append(
            source.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().appendingPathComponent("Stubs"))
        guard let found = candidates.first(where: isStubs) else {
            throw LaunchError.badValue(
                "Stubs/", expected: "found near the binary or the sources; pass --stubs-dir PATH or set TRIPS_STUBS_DIR"
            )
        }
        return found
    }

    private static func isStubs(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.appendingPathComponent("trips.json").path)
    }
}
