import AutomationProtocol
import Foundation

/// What `run_flows` proposes for a failure, never weakening a test: a patch only where an identifier the flows name
/// is gone and the screen holds one clear successor (an element of the same role, in the same part of the app by its
/// identifier's first word, whose identifier no flow or page names yet and is near the old one); a "regression" wherever the app shows another
/// value than the flow expects, which is the app's to explain. It never proposes a new expected value, removing a
/// step, or skipping or marking a flow.
enum RepairProposal: Sendable, Equatable {
    /// Rename `from` to `to` where the flows and pages write it, as `patch` (a unified diff).
    case rename(from: String, to: String, patch: String)
    /// No safe patch: the app changed what the flow checks.
    case regression(String)

    /// Source files of the suite, by their paths from the package's root, and their text.
    typealias Sources = [(path: String, text: String)]

    /// The proposal for `failure`, seen on its `screen` (a rendered screen), with the suite's `sources`; `nil` when
    /// the failure is neither a gone identifier nor a changed value.
    static func propose(for failure: FlowRunResults.Failure, sources: Sources) -> RepairProposal? {
        if failure.kind == "expectation" || failure.expected?.hasPrefix("have ") == true {
            let shown = failure.actual.map { " The app shows \($0)." } ?? ""
            return .regression(
                "the flow checks a value the app no longer shows.\(shown) A changed value is the app's to explain: no "
                    + "patch changes what a flow expects.")
        }
        guard failure.actual?.hasPrefix("not on screen") == true, let locator = failure.locator,
            let (role, missing) = Self.roleAndIdentifier(locator), let screen = failure.screen
        else { return nil }
        let known = Set(sources.flatMap { Self.literals(in: $0.text) })
        let region = missing.prefix { $0 != "." }
        let newcomers = Self.elements(of: screen).filter { element in
            element.role == role && !known.contains(element.identifier)
                && element.identifier.prefix { $0 != "." } == region && element.identifier != missing
        }
        // And near the name it replaces, as a "did you mean" would suggest it: a button gone beside a new, unrelated
        // one is no rename.
        let near = Set(NearestMatches.find(missing, among: newcomers.map(\.identifier)))
        let successors = newcomers.filter { near.contains($0.identifier) }
        guard successors.count == 1, let successor = successors.first?.identifier else {
            return .regression(
                "\"\(missing)\" is gone and the screen holds \(successors.isEmpty ? "no" : "more than one") new "
                    + "\(role) that could be its successor: no safe patch.")
        }
        let patch = Self.patch(sources, from: missing, to: successor)
        guard !patch.isEmpty else {
            return .regression(
                "\"\(missing)\" is gone (\"\(successor)\" looks like its successor), but no flow or page writes it as "
                    + "a literal to patch.")
        }
        return .rename(from: missing, to: successor, patch: patch)
    }

    /// Writes `"to"` for every `"from"` in the suite's sources under `root`, in place; returns the paths it changed.
    /// Only the quoted name changes: nothing a flow checks, no step.
    static func applyRename(from: String, to: String, sources: Sources, root: URL) throws -> [String] {
        var changed: [String] = []
        for (path, text) in sources where text.contains("\"\(from)\"") {
            let renamed = text.replacingOccurrences(of: "\"\(from)\"", with: "\"\(to)\"")
            try Data(renamed.utf8).write(to: root.appending(path: path), options: .atomic)
            changed.append(path)
        }
        return changed
    }

    /// `cell "trip.seattle"` → (`cell`, `trip.seattle`); a locator by anything but a plain identifier gives `nil`.
    private static func roleAndIdentifier(_ locator: String) -> (String, String)? {
        guard let open = locator.firstIndex(of: "\""), locator.last == "\"",
            open < locator.index(before: locator.endIndex)
        else { return nil }
        let role = locator[..<open].trimmingCharacters(in: .whitespaces).replacingOccurrences(of: " ", with: "")
        let identifier = locator[locator.index(after: open)..<locator.index(before: locator.endIndex)]
        guard !identifier.contains("\""), !role.isEmpty else { return nil }
        return (role.lowercased(), String(identifier))
    }

    /// Each element line of a rendered screen: its role (lower-cased, as locators say it) and identifier.
    private static func elements(of screen: String) -> [(role: String, identifier: String)] {
        screen.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            guard words.count >= 2, !line.hasPrefix("=="), !words[1].hasPrefix("\"") else { return nil }
            return (words[0].lowercased(), String(words[1]))
        }
    }

    /// The string literals of a Swift source: what a flow or page could name an identifier by.
    private static func literals(in text: String) -> [String] {
        text.split(separator: "\"", omittingEmptySubsequences: false).enumerated().compactMap { index, part in
            index % 2 == 1 ? String(part) : nil
        }
    }

    /// A unified diff that writes `"to"` for every `"from"` in the sources.
    private static func patch(_ sources: Sources, from: String, to: String) -> String {
        var diff = ""
        for (path, text) in sources where text.contains("\"\(from)\"") {
            diff += "--- a/\(path)\n+++ b/\(path)\n"
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
            where line.contains("\"\(from)\"") {
                diff +=
                    "@@ -\(index + 1) +\(index + 1) @@\n-\(line)\n+"
                    + line.replacingOccurrences(of: "\"\(from)\"", with: "\"\(to)\"") + "\n"
            }
        }
        return diff
    }
}
