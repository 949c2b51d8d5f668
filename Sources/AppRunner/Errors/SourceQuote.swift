import AutomationProtocol
import Foundation

/// A line of the app's source, read from the package the runner runs in (or the one its profile names).
enum SourceQuote {
    /// The line at `place`, trimmed, read in `package`, else in the package the runner runs in, else in the one
    /// `flowFile` (a flow's `#filePath`) is in; `nil` when no such file or line is found.
    static func line(at place: SourcePlace, package: URL?, flowFile: String? = nil) -> String? {
        let roots = [
            package?.standardizedFileURL.path, ArtifactWriter.packageRoot(from: currentDirectory),
            flowFile.flatMap { ArtifactWriter.packageRoot(from: ($0 as NSString).deletingLastPathComponent) },
        ]
        for root in roots.compactMap(\.self) {
            guard let data = FileManager.default.contents(atPath: root + "/" + place.path) else { continue }
            let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            guard lines.indices.contains(place.line - 1) else { return nil }
            return lines[place.line - 1].trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    private static var currentDirectory: String { FileManager.default.currentDirectoryPath }
}
