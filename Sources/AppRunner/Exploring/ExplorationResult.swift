import Foundation

/// What a walk found: its map and the invariants it broke, each shrunk and written as a flow.
public struct ExplorationResult: Sendable {
    /// The crawl map.
    public var map: ExplorationMap
    /// The invariants broken, in the order found.
    public var failures: [ExplorationFailure]

    /// Writes `map.json`, `map.html` and each failure's flow into `folder` (made if missing); returns the files
    /// written.
    @discardableResult
    public func write(to folder: URL) throws -> [URL] {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var files: [(String, String)] = [("map.json", map.json), ("map.html", MapPage(map: map).html)]
        files += failures.map { ($0.flowFile, $0.flowSource) }
        return try files.map { name, text in
            let url = folder.appendingPathComponent(name)
            try Data(text.utf8).write(to: url, options: .atomic)
            return url
        }
    }
}
