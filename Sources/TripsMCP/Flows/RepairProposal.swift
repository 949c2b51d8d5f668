import AutomationProtocol
import Foundation

/// What `run_flows` proposes for a failure, never weakening a test: a patch only where a name the flows locate an
/// element by is gone and the screen holds one clear successor; a "regression" wherever the app shows another value
/// than the flow expects, which is the app's to explain. It never proposes a new expected value, removing a step, or
/// skipping or marking a flow.
///
/// A successor is found by what a person sees (``successors(of:role:on:known:sighting:)``): for an identifier, an
/// element of the same role whose name no flow or page writes yet, standing where the gone one stood when a run
/// last saw it (the same screen, the same parent, between the same neighbours) with the same label, whatever its
/// name; or named near the old one in the same part of the app (its identifier's first word), as a "did you mean"
/// would suggest it. For a label a flow locates by (`matching(label: "Check out")`), the only new label of that
/// role near it. A label is patched only where it locates (`label: "…"`), never where a flow expects it. Everything
/// it goes by is a value of the failure's trace (its kind, its target, what it wanted and saw, the screen's
/// elements), never the failure's sentences.
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

    /// The proposal for `failure`, with the suite's `sources`; `nil` when the failure is neither a gone name nor a
    /// changed value.
    static func propose(for failure: FlowRunResults.Failure, sources: Sources) -> RepairProposal? {
        let gone = failure.seen == .missing
        // A wait on a label or value whose element is gone is a gone name first: renamed, its value may well hold;
        // so is a count or labels of a query that matches nothing.
        if failure.kind == .expectation
            || (failure.wanted?.isShownValue == true && !gone && failure.seen != .matching(0))
        {
            return .regression(Self.changedValue(failure))
        }
        guard gone, let target = failure.target, let (role, missing, named) = Self.located(target),
            let screen = failure.screenTree
        else { return nil }
        // The names the flows and pages write (a snapshot's quoted words are labels the app showed, not names).
        let known = Set(sources.filter { !isSnapshot($0.path) }.flatMap { Self.literals(in: $0.text) })
        let successor: String
        switch named {
        case .identifier:
            let candidates = Self.successors(
                of: missing, role: role, on: screen, known: known, sighting: failure.sighting)
            guard candidates.count == 1, let only = candidates.first else {
                return .regression(
                    Self.noSuccessor(
                        missing, role: role, screen: screen, known: known,
                        candidates: candidates, seen: failure.sighting != nil))
            }
            successor = only.identifier
        case .label:
            let newcomers = screen.allElements.compactMap { element -> String? in
                element.role == role && !element.label.isEmpty && !known.contains(element.label)
                    && element.label != missing ? element.label : nil
            }
            let near = Set(NearestMatches.find(missing, among: newcomers))
            let successors = Set(newcomers.filter { near.contains($0) })
            guard successors.count == 1, let only = successors.first else {
                // The new labels that were not near enough, so that a person can rename by hand what the tool would
                // not guess.
                let unlike = Set(newcomers).subtracting(successors).sorted().map { "\"\($0)\"" }
                let others = unlike.isEmpty ? "" : " (new, but named unlike it: \(unlike.joined(separator: ", ")))"
                return .regression(
                    "label \"\(missing)\" is gone and the screen holds \(successors.isEmpty ? "no" : "more than one") "
                        + "new \(role.spokenName) label named near it\(others): no safe patch.")
            }
            successor = only
        }
        let what = named == .identifier ? "" : "label "
        let patch = Self.patch(sources, from: missing, to: successor, named: named)
        guard sources.contains(where: { !isSnapshot($0.path) && $0.text.contains(named.written(missing)) }) else {
            return .regression(
                "\(what)\"\(missing)\" is gone (\"\(successor)\" looks like its successor), but no flow or page "
                    + "locates by it as a literal to patch.")
        }
        return .rename(from: missing, to: successor, patch: patch, named: named)
    }

    /// Whether `failure` is a failed match with a screen snapshot that names `identifier` (in its element's line)
    /// while the screen does not show it: a rename of that identifier writes the new one in the snapshot too.
    static func snapshot(of failure: FlowRunResults.Failure, names identifier: String, in sources: Sources) -> Bool {
        guard case .snapshot(let name)? = failure.wanted,
            failure.screenTree?.allElements.contains(where: { $0.identifier == identifier }) == false
        else { return false }
        let file = "/" + (name.hasSuffix(".txt") ? name : name + ".txt")
        return sources.contains { path, text in
            isSnapshot(path) && ("/" + path).hasSuffix(file)
                && text.split(separator: "\n").contains {
                    renamed($0, in: path, from: identifier, to: identifier, named: .identifier) != nil
                }
        }
    }

    /// Why a value that differs gets no patch, quoting the value expected and the one shown where the failure has
    /// them; a failed `#expect` has only its message, which every answer shows once, above, and which names at most
    /// the value the flow read (none, for a Bool read first: `!(canRefresh → <not evaluated>)`).
    static func changedValue(_ failure: FlowRunResults.Failure) -> String {
        let differs =
            if let locator = failure.locator, let expected = failure.expected, let actual = failure.actual {
                "the flow expects \(locator) to \(expected); the app shows \(actual)"
            } else if failure.kind == .expectation, let (read, value, expected) = Self.comparison(failure.message) {
                "the flow's `#expect` expects \(read) to equal \(expected); it read \(value)"
            } else if failure.kind == .expectation {
                "the flow's `#expect` does not hold, and its message, above, names no value expected and shown apart "
                    + "(a runner expectation, as `waitForLabel`, names both)"
            } else {
                "the flow expects another value than the app shows"
            }
        return differs + ". A value that differs is for a person to judge (the app changed, or the flow expects "
            + "wrongly): no patch changes what a flow expects."
    }

    /// The name, the value read and the value expected of a failed `#expect` whose message's first line compares a
    /// value the flow read with another, as Swift Testing writes it: `(shown → "61°F") == "70°F"`; `nil` for any
    /// other form (`!(canRefresh → <not evaluated>)` names no value).
    static func comparison(_ message: String?) -> (read: String, value: String, expected: String)? {
        let first = String(message?.split(separator: "\n").first ?? "")
        guard let match = first.firstMatch(of: /^Expectation failed: \(([\w.]+) → (.+)\) == (.+?)(?: \(error\))?$/),
            match.2 != "<not evaluated>"
        else { return nil }
        return (String(match.1), String(match.2), String(match.3))
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
        var renamed = String(line.prefix(indent.count + role.count + gap.count))
        renamed += to
        renamed += rest.dropFirst(from.count)
        return renamed
    }

    /// What a failure's target names: `cell "fruit.apple"` → (`cell`, `fruit.apple`, identifier); `button label
    /// "Check out"` → (`button`, `Check out`, label). A target by anything else (a scope, a predicate, a partial
    /// label, no role) gives `nil`.
    private static func located(_ target: Locator) -> (Role, String, Named)? {
        guard let role = target.role else { return nil }
        if target.isPlainIdentifier, let identifier = target.identifier { return (role, identifier, .identifier) }
        if case .equals(let label)? = target.label, target == Locator(role: role, label: .equals(label)) {
            return (role, label, .label)
        }
        return nil
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
