/// The compiler's `file:line:col: error: message` lines of a build's output, as a failed build's answer gives them: each
/// once, paths from the package's root, at most ``limit``, with how many more there were.
struct CompilerErrors: Sendable, Equatable {
    /// The most errors an answer lists: the first ones are the ones to fix, and the rest often follow from them.
    static let limit = 20

    /// The errors, in the order the build printed them, each once.
    var errors: [String]
    /// How many more distinct errors the build printed than ``errors`` holds.
    var more: Int

    /// The errors among `lines`, paths under `root` (a folder path ending in `/`) written from it.
    init(lines: [String], root: String) {
        var seen = Set<String>()
        var found: [String] = []
        for line in lines {
            guard let error = Self.error(in: line, root: root), seen.insert(error).inserted else { continue }
            found.append(error)
        }
        errors = Array(found.prefix(Self.limit))
        more = found.count - errors.count
    }

    /// `path:line:col: error: message` from a compiler's line, or `nil` when the line is no error with a place.
    private static func error(in line: String, root: String) -> String? {
        guard let marker = line.range(of: ": error: ") else { return nil }
        let place = line[..<marker.lowerBound]
        let parts = place.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count >= 3, parts[parts.count - 1].allSatisfy(\.isNumber),
            parts[parts.count - 2].allSatisfy(\.isNumber),
            !parts[parts.count - 1].isEmpty, !parts[parts.count - 2].isEmpty
        else { return nil }
        var text = String(line)
        if text.hasPrefix(root) { text.removeFirst(root.count) }
        return text
    }

    /// The errors as an answer's lines.
    var lines: [String] {
        errors + (more > 0 ? ["… and \(more) more error\(more == 1 ? "" : "s")"] : [])
    }
}
