import AutomationProtocol
import Foundation

/// What `run_flows` proposes for a failure, never weakening a test: a patch only where a name the flows locate an
/// element by is gone and the screen holds one clear successor; a "regression" wherever the app shows another value
/// than the flow expects, which is the app's to explain. It never proposes a new expected value, removing a step, or
/// skipping or marking a flow.
///
/// A successor is an element of the same role whose name no flow or page writes yet and is near the old one, as a
/// "did you mean" would suggest it: for an identifier, in the same part of the app (its identifier's first word); for
/// a label a flow locates by (`matching(label: "Check out")`), the only such label. A label is patched only where it
/// locates (`label: "…"`), never where a flow expects it.
enum RepairProposal: Sendable, Equatable {
    /// Rename `from` to `to` where the flows and pages write it as the `named` kind of name, as `patch` (a unified
    /// diff).
    case rename(from: String, to: String, patch: String, named: Named)
    /// No safe patch: the app changed what the flow checks.
    case regression(String)

    /// What a renamed name is to the element: how a flow writes it to locate it.
    enum Named: Sendable, Equatable {
        /// An identifier, written as a string literal: `app.cells["fruit.apple"]`.
        case identifier
        /// A label, written as a locating argument: `matching(label: "Check out")`.
        case label

        /// `name` as the suite writes it to locate by it.
        func written(_ name: String) -> String {
            switch self {
            case .identifier: "\"\(name)\""
            case .label: "label: \"\(name)\""
            }
        }
    }

    /// Source files of the suite, by their paths from the package's root, and their text.
    typealias Sources = [(path: String, text: String)]

    /// The proposal for `failure`, seen on its `screen` (a rendered screen), with the suite's `sources`; `nil` when
    /// the failure is neither a gone name nor a changed value.
    static func propose(for failure: FlowRunResults.Failure, sources: Sources) -> RepairProposal? {
        let gone = failure.actual?.hasPrefix("not on screen") == true
        // A wait on a label or value whose element is gone is a gone name first: renamed, its value may well hold.
        if failure.kind == "expectation" || (failure.expected?.hasPrefix("have ") == true && !gone) {
            return .regression(Self.changedValue(failure))
        }
        guard gone, let locator = failure.locator,
            let (role, missing, named) = Self.located(locator), let screen = failure.screen
        else { return nil }
        // The names the flows and pages write (a snapshot's quoted words are labels the app showed, not names).
        let known = Set(sources.filter { !isSnapshot($0.path) }.flatMap { Self.literals(in: $0.text) })
        let region = missing.prefix { $0 != "." }
        let newcomers = Self.elements(of: screen).compactMap { element -> String? in
            guard element.role == role else { return nil }
            switch named {
            case .identifier:
                let name = element.identifier
                return !known.contains(name) && name.prefix { $0 != "." } == region && name != missing ? name : nil
            case .label:
                return element.label.flatMap { !known.contains($0) && $0 != missing ? $0 : nil }
            }
        }
        let near = Set(NearestMatches.find(missing, among: newcomers))
        let successors = Array(Set(newcomers.filter { near.contains($0) }))
        let what = named == .identifier ? "" : "label "
        guard successors.count == 1, let successor = successors.first else {
            // The role as a locator says it (`static text`), and the new names that were not near enough, so that a
            // person can rename by hand what the tool would not guess.
            let spoken = locator.prefix { $0 != "\"" }.trimmingCharacters(in: .whitespaces)
            let unlike = Set(newcomers).subtracting(successors).sorted().map { "\"\($0)\"" }
            let others = unlike.isEmpty ? "" : " (new, but named unlike it: \(unlike.joined(separator: ", ")))"
            return .regression(
                "\(what)\"\(missing)\" is gone and the screen holds \(successors.isEmpty ? "no" : "more than one") new "
                    + "\(spoken) named near it\(others): no safe patch.")
        }
        let patch = Self.patch(sources, from: missing, to: successor, named: named)
        guard sources.contains(where: { !isSnapshot($0.path) && $0.text.contains(named.written(missing)) }) else {
            return .regression(
                "\(what)\"\(missing)\" is gone (\"\(successor)\" looks like its successor), but no flow or page "
                    + "locates by it as a literal to patch.")
        }
        return .rename(from: missing, to: successor, patch: patch, named: named)
    }

    /// Whether `failure` is a screen snapshot that differs where it names `identifier` (a word of its element's line
    /// in the diff): a rename of that identifier writes the new one in the snapshot too.
    static func snapshot(of failure: FlowRunResults.Failure, names identifier: String) -> Bool {
        failure.expected?.hasPrefix("match snapshot") == true && failure.message?.contains(" \(identifier) ") == true
    }

    /// Why a value that differs gets no patch, with both values where the failure has them.
    private static func changedValue(_ failure: FlowRunResults.Failure) -> String {
        let differs =
            if let locator = failure.locator, let expected = failure.expected, let actual = failure.actual {
                "the flow expects \(locator) to \(expected); the app shows \(actual)"
            } else if let first = failure.message?.split(separator: "\n").first {
                // Swift Testing's description of an issue ends with its severity: " (error)".
                "the flow expects another value than the app shows: "
                    + (first.hasSuffix(" (error)") ? String(first.dropLast(" (error)".count)) : String(first))
            } else {
                "the flow expects another value than the app shows"
            }
        return differs + ". A value that differs is for a person to judge (the app changed, or the flow expects "
            + "wrongly): no patch changes what a flow expects."
    }

    /// Writes `to` for every `from` the suite's sources under `root` locate by, in place, as `named` is written;
    /// returns the paths it changed. Only the name changes: nothing a flow checks, no step.
    static func applyRename(
        from: String, to: String, named: Named = .identifier, sources: Sources, root: URL
    ) throws -> [String] {
        var changed: [String] = []
        for (path, text) in sources {
            var any = false
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
                guard let renamed = renamed(line, in: path, from: from, to: to, named: named) else {
                    return String(line)
                }
                any = true
                return renamed
            }
            guard any else { continue }
            try Data(lines.joined(separator: "\n").utf8).write(to: root.appending(path: path), options: .atomic)
            changed.append(path)
        }
        return changed
    }

    /// Whether `path` is a screen snapshot (a rendered screen a flow compares with), not a Swift source.
    static func isSnapshot(_ path: String) -> Bool {
        path.hasSuffix(".txt")
    }

    /// `line` of the file at `path` with `from` renamed to `to` as that file writes the name, or `nil` when the line
    /// does not name it so. A Swift source writes it as a literal (`"fruit.apple"`, `label: "Check out"`); a screen
    /// snapshot writes an identifier as the second word of its element's line, and a label there is a value the flow
    /// compares, which no repair changes.
    private static func renamed(_ line: Substring, in path: String, from: String, to: String, named: Named) -> String? {
        guard isSnapshot(path) else {
            if named == .identifier, line.trimmingCharacters(in: .whitespaces).hasPrefix("// recorded: ") {
                // A page's declaration of the step a method wraps names the identifier as a word of its own.
                let words = line.split(separator: " ", omittingEmptySubsequences: false)
                guard words.contains(where: { $0 == from }) else { return nil }
                return words.map { $0 == from ? to : String($0) }.joined(separator: " ")
            }
            let (from, to) = (named.written(from), named.written(to))
            return line.contains(from) ? line.replacingOccurrences(of: from, with: to) : nil
        }
        guard named == .identifier, !line.hasPrefix("==") else { return nil }
        let indent = line.prefix { $0 == " " }
        let role = line.dropFirst(indent.count).prefix { $0 != " " }
        let gap = line.dropFirst(indent.count + role.count).prefix { $0 == " " }
        let rest = line.dropFirst(indent.count + role.count + gap.count)
        guard !role.isEmpty, !gap.isEmpty, rest.prefix(while: { $0 != " " }) == from else { return nil }
        return String(line.prefix(indent.count + role.count + gap.count)) + to + rest.dropFirst(from.count)
    }

    /// What a locator names: `cell "fruit.apple"` → (`cell`, `fruit.apple`, identifier); `button label "Check out"`
    /// → (`button`, `Check out`, label). A locator by anything else (a scope, a predicate, a partial label) gives `nil`.
    private static func located(_ locator: String) -> (String, String, Named)? {
        guard let open = locator.firstIndex(of: "\""), locator.last == "\"",
            open < locator.index(before: locator.endIndex)
        else { return nil }
        var role = locator[..<open].trimmingCharacters(in: .whitespaces)
        var named = Named.identifier
        if role.hasSuffix(" label") {
            role = String(role.dropLast(" label".count))
            named = .label
        }
        let name = locator[locator.index(after: open)..<locator.index(before: locator.endIndex)]
        guard !name.contains("\""), let known = Role.allCases.first(where: { $0.spokenName == role }) else {
            return nil
        }
        return (known.rawValue.lowercased(), String(name), named)
    }

    /// Each element line of a rendered screen: its role (lower-cased, as locators say it), identifier and label.
    private static func elements(of screen: String) -> [(role: String, identifier: String, label: String?)] {
        screen.split(separator: "\n").compactMap { line in
            let words = line.split(separator: " ", omittingEmptySubsequences: true)
            guard words.count >= 2, !line.hasPrefix("=="), !words[1].hasPrefix("\"") else { return nil }
            let label = line.split(separator: "\"", omittingEmptySubsequences: false).dropFirst().first.map(String.init)
            return (words[0].lowercased(), String(words[1]), label)
        }
    }

    /// The string literals of a Swift source: what a flow or page could name an identifier by.
    private static func literals(in text: String) -> [String] {
        text.split(separator: "\"", omittingEmptySubsequences: false).enumerated().compactMap { index, part in
            index % 2 == 1 ? String(part) : nil
        }
    }

    /// A unified diff that writes `to` for every `from` in the sources, as each file writes the name.
    private static func patch(_ sources: Sources, from: String, to: String, named: Named) -> String {
        var diff = ""
        for (path, text) in sources {
            var hunks = ""
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let renamed = renamed(line, in: path, from: from, to: to, named: named) else { continue }
                hunks += "@@ -\(index + 1) +\(index + 1) @@\n-\(line)\n+\(renamed)\n"
            }
            if !hunks.isEmpty { diff += "--- a/\(path)\n+++ b/\(path)\n" + hunks }
        }
        return diff
    }
}
