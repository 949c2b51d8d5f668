import AutomationProtocol
import Foundation

/// A screen a document shows, as it prints it: the title line (`== Trips (trips) ==`) and the element lines under it,
/// without the indentation the block is printed at. A line `...` stands for lines left out (any number, none
/// included); the screen shown is read only up to the first line no deeper than its title that is not an alert's
/// heading (`-- alert --`), so a shell prompt or a tool's `declared:` line after it is no part of it. A code block
/// under the comment ``notHeld`` (another app's screens, or a format shown on made-up ones) is left alone.
struct DocumentScreen: Sendable {
    /// The document's path from the repository's root (`docs/agents.md`).
    let document: String
    /// The title line's number in the document, from 1.
    let line: Int
    /// The title line and the lines under it, `...` where lines are left out.
    let lines: [String]
    /// The line just above the title, when it names the screen and its hash (`screen trips · #ecac1453 · idle`).
    let header: ScreenHeader?
    /// The arguments of the `snapshot` call printed just above the block, when it asks for part of the screen (`find`,
    /// `within`, `depth`): the block is that part.
    let filter: [String: JSONValue]?

    /// Where the block is, as a maintainer would open it: `docs/agents.md:131`.
    var place: String { "\(document):\(line)" }

    /// The start of the comment that, above a code block (blank lines between allowed), says that its screens and
    /// hashes are none of Trips' and why: `<!-- screens not held: the example app's -->`.
    static let notHeld = "<!-- screens not held:"

    /// For each of `lines`, whether a test holds what it prints: all but those of a code block under ``notHeld``.
    static func heldLines(_ lines: [String]) -> [Bool] {
        var held: [Bool] = []
        var inFence = false
        var marked = false
        for line in lines {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                inFence.toggle()
                held.append(true)
                marked = inFence && marked
                continue
            }
            if !inFence && !trimmed.isEmpty { marked = trimmed.hasPrefix(notHeld) }
            held.append(!(inFence && marked))
        }
        return held
    }

    /// Whether `line` stands for lines left out.
    static func isElision(_ line: String) -> Bool { line.trimmingCharacters(in: .whitespaces) == "..." }

    /// The screens printed in `text`'s code blocks, with the `snapshot` call each shows a part of.
    static func all(in text: String, document: String) -> [DocumentScreen] {
        let lines = text.components(separatedBy: "\n")
        let held = heldLines(lines)
        var screens: [DocumentScreen] = []
        var fence: (language: String, start: Int)?
        var callAbove: [String: JSONValue]?
        var filter: [String: JSONValue]?
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                if let open = fence {
                    callAbove = open.language == "json" ? snapshotArguments(lines[(open.start + 1)..<index]) : nil
                    fence = nil
                } else {
                    fence = (String(trimmed.dropFirst(3)), index)
                    filter = callAbove.flatMap { $0.isEmpty ? nil : $0 }
                    callAbove = nil
                }
                continue
            }
            guard let open = fence else {
                if !trimmed.isEmpty { callAbove = nil }
                continue
            }
            guard open.language != "json", held[index], let block = block(at: index, of: lines) else {
                continue
            }
            let above = index > open.start + 1 ? ScreenHeader.all(in: lines[index - 1], line: index).first : nil
            screens.append(
                DocumentScreen(document: document, line: index + 1, lines: block, header: above, filter: filter))
        }
        return screens
    }

    /// The screen whose title is `lines[index]`, `nil` when that line is no screen's title.
    static func block(at index: Int, of lines: [String]) -> [String]? {
        let title = lines[index]
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        // Only a line that could be one meets the pattern, which is compiled again each time it is evaluated.
        guard trimmed.hasPrefix("== "), trimmed.hasSuffix(") =="),
            trimmed.wholeMatch(of: #/== .+ \([A-Za-z][A-Za-z0-9]*\) ==/#) != nil
        else { return nil }
        let indent = title.prefix { $0 == " " }.count
        var block = [trimmed]
        for line in lines[(index + 1)...] {
            let depth = line.prefix { $0 == " " }.count
            let own = String(line.dropFirst(min(depth, indent)))
            let isAlertHeading = depth == indent && own.hasPrefix("-- ") && own.hasSuffix(" --")
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty, depth > indent || isAlertHeading,
                !line.hasPrefix("```")
            else { break }
            block.append(own)
        }
        return block.count > 1 ? block : nil
    }

    /// The arguments of a `snapshot` call printed as `lines`, `nil` when they print another call.
    private static func snapshotArguments(_ lines: ArraySlice<String>) -> [String: JSONValue]? {
        guard let call = JSONValue.parse(Array(lines.joined(separator: "\n").utf8)),
            call["name"] == .string("snapshot")
        else { return nil }
        guard case .object(let arguments)? = call["arguments"] else { return [:] }
        return arguments
    }
}
